import Dispatch
import Foundation
import LifetimeHarness

// The lifetime harness in whatever configuration this is built in (CI: release), run on the
// main queue because `drive` asks for the main thread. Exits 1 with the failing runs listed.
DispatchQueue.main.async {
    MainActor.assumeIsolated {
        var failures: [String] = []
        var runs = 0
        for lifetimeCase in lifetimeCases {
            for form in HarnessForm.allCases {
                for end in lifetimeCase.ends {
                    runs += 1
                    if let failure = runLifetimeCase(lifetimeCase, form: form, end: end) {
                        failures.append(failure)
                    }
                }
            }
        }
        // The async bridges, on tasks that do not inherit the main actor.
        Task.detached {
            var failures = failures
            var runs = runs
            for lifetimeCase in asyncLifetimeCases {
                for end in lifetimeCase.ends {
                    runs += 1
                    if let failure = await runAsyncLifetimeCase(lifetimeCase, end: end) {
                        failures.append(failure)
                    }
                }
            }
            for failure in failures { print(failure) }
            print("lifetime harness: \(runs - failures.count) of \(runs) runs released what they captured")
            exit(failures.isEmpty ? 0 : 1)
        }
    }
}
dispatchMain()
