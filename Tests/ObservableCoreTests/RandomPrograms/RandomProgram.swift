import ObservableCore
import TestSupport

/// A small, seedable generator (SplitMix64): the same seed gives the same programs everywhere.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An event as the model and the recorder see it: errors carry a number, so histories compare
/// with `==`. Source errors carry the step that sent them; a throwing `map` throws `-1`.
enum ModelEvent: Equatable, CustomStringConvertible {
    case next(Int)
    case error(Int)
    case completed

    var isStop: Bool { if case .next = self { false } else { true } }

    var description: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let id): "error(\(id))"
        case .completed: "completed"
        }
    }
}

/// An event and the schedule step during which it was delivered (`-1`: while subscribing).
struct Stamped: Equatable, CustomStringConvertible {
    var step: Int
    var event: ModelEvent
    var description: String { "@\(step) \(event)" }
}

/// One step of a schedule: an event sent to one source subject.
struct ScheduledEvent: CustomStringConvertible {
    var source: Int
    var event: ModelEvent
    var description: String { "s\(source).\(event)" }
}

/// An operator pipeline over source subjects `s0`, `s1`, …; each source appears once, so one
/// schedule step reaches the output along one path and the model needs no interleaving rules.
indirect enum Program: CustomStringConvertible {
    case source(Int)
    case map(Program, multiplier: Int, offset: Int)
    /// `map` whose closure throws when the value is `0` modulo `modulus`.
    case throwingMap(Program, modulus: Int)
    case filter(Program, modulus: Int, remainder: Int)
    case take(Program, Int)
    case skip(Program, Int)
    case scan(Program, seed: Int)
    case distinctUntilChanged(Program)
    case concat(Program, Program)
    case zip(Program, Program)
    case combineLatest(Program, Program)

    var description: String {
        switch self {
        case .source(let index): "s\(index)"
        case .map(let p, let m, let c): "\(p).map { $0 * \(m) + \(c) }"
        case .throwingMap(let p, let m): "\(p).map { throws if $0 % \(m) == 0 }"
        case .filter(let p, let m, let r): "\(p).filter { $0 % \(m) == \(r) }"
        case .take(let p, let n): "\(p).take(\(n))"
        case .skip(let p, let n): "\(p).skip(\(n))"
        case .scan(let p, let seed): "\(p).scan(\(seed), +)"
        case .distinctUntilChanged(let p): "\(p).distinctUntilChanged()"
        case .concat(let a, let b): "concat(\(a), \(b))"
        case .zip(let a, let b): "zip(\(a), \(b)) { $0 * 31 + $1 }"
        case .combineLatest(let a, let b): "combineLatest(\(a), \(b)) { $0 * 31 + $1 }"
        }
    }

    // MARK: Generating

    /// A random program of at most `depth` levels; `sources` counts the subjects used so far.
    static func random(depth: Int, sources: inout Int, using rng: inout SeededGenerator) -> Program {
        if depth == 0 || Int.random(in: 0..<10, using: &rng) < 2 {
            defer { sources += 1 }
            return .source(sources)
        }
        let child = { (rng: inout SeededGenerator, sources: inout Int) in
            random(depth: depth - 1, sources: &sources, using: &rng)
        }
        switch Int.random(in: 0..<11, using: &rng) {
        case 0:
            return .map(
                child(&rng, &sources), multiplier: Int.random(in: -3...3, using: &rng),
                offset: Int.random(in: -5...5, using: &rng))
        case 1: return .throwingMap(child(&rng, &sources), modulus: Int.random(in: 5...13, using: &rng))
        case 2:
            let modulus = Int.random(in: 2...4, using: &rng)
            return .filter(
                child(&rng, &sources), modulus: modulus, remainder: Int.random(in: 0..<modulus, using: &rng))
        case 3: return .take(child(&rng, &sources), Int.random(in: 0...6, using: &rng))
        case 4: return .skip(child(&rng, &sources), Int.random(in: 0...4, using: &rng))
        case 5: return .scan(child(&rng, &sources), seed: Int.random(in: -3...3, using: &rng))
        case 6: return .distinctUntilChanged(child(&rng, &sources))
        case 7, 8: return .concat(child(&rng, &sources), child(&rng, &sources))
        case 9: return .zip(child(&rng, &sources), child(&rng, &sources))
        default: return .combineLatest(child(&rng, &sources), child(&rng, &sources))
        }
    }

    /// A random schedule over `sources` subjects: mostly small values, now and then a stop.
    static func randomSchedule(sources: Int, using rng: inout SeededGenerator) -> [ScheduledEvent] {
        (0..<Int.random(in: 0...40, using: &rng)).map { step in
            let source = Int.random(in: 0..<sources, using: &rng)
            let roll = Int.random(in: 0..<100, using: &rng)
            let event: ModelEvent =
                roll < 8 ? .completed : roll < 11 ? .error(step) : .next(Int.random(in: 0...6, using: &rng))
            return ScheduledEvent(source: source, event: event)
        }
    }

    // MARK: Building the real pipeline

    func build(_ subjects: [PublishSubject<Int>]) -> Observable<Int> {
        switch self {
        case .source(let index):
            return subjects[index].asObservable()
        case .map(let p, let m, let c):
            return p.build(subjects).map { $0 &* m &+ c }
        case .throwingMap(let p, let modulus):
            return p.build(subjects).map { value in
                if value % modulus == 0 { throw TestError(id: -1) }
                return value
            }
        case .filter(let p, let m, let r):
            return p.build(subjects).filter { Self.modulo($0, m) == r }
        case .take(let p, let n):
            return p.build(subjects).take(n)
        case .skip(let p, let n):
            return p.build(subjects).skip(n)
        case .scan(let p, let seed):
            return p.build(subjects).scan(seed) { $0 &+ $1 }
        case .distinctUntilChanged(let p):
            return p.build(subjects).distinctUntilChanged()
        case .concat(let a, let b):
            return a.build(subjects).concat(b.build(subjects))
        case .zip(let a, let b):
            return Observable.zip(a.build(subjects), b.build(subjects)) { $0 &* 31 &+ $1 }
        case .combineLatest(let a, let b):
            return Observable.combineLatest(a.build(subjects), b.build(subjects)) { $0 &* 31 &+ $1 }
        }
    }

    static func modulo(_ value: Int, _ modulus: Int) -> Int {
        ((value % modulus) + modulus) % modulus
    }

    // MARK: The reference model

    /// What the program delivers when subscribed during step `start` (`-1`: before the schedule),
    /// as a pure function of the schedule.
    func expected(_ schedule: [ScheduledEvent], start: Int = -1) -> [Stamped] {
        switch self {
        case .source(let index):
            // A hot subject: only what is sent after subscribing, up to its first stop event; a
            // subject that has already stopped sends that stop event at once.
            var output: [Stamped] = []
            for (step, scheduled) in schedule.enumerated() where scheduled.source == index {
                if step <= start {
                    if scheduled.event.isStop { return [Stamped(step: start, event: scheduled.event)] }
                    continue
                }
                output.append(Stamped(step: step, event: scheduled.event))
                if scheduled.event.isStop { break }
            }
            return output
        case .map(let p, let m, let c):
            return p.expected(schedule, start: start).map { stamped in
                guard case .next(let value) = stamped.event else { return stamped }
                return Stamped(step: stamped.step, event: .next(value &* m &+ c))
            }
        case .throwingMap(let p, let modulus):
            return Self.transform(p.expected(schedule, start: start)) { value, emit in
                if value % modulus == 0 { return .error(-1) }
                emit(value)
                return nil
            }
        case .filter(let p, let m, let r):
            return p.expected(schedule, start: start).filter { stamped in
                guard case .next(let value) = stamped.event else { return true }
                return Self.modulo(value, m) == r
            }
        case .take(let p, let n):
            guard n > 0 else { return [Stamped(step: start, event: .completed)] }
            var taken = 0
            return Self.transform(p.expected(schedule, start: start)) { value, emit in
                taken += 1
                emit(value)
                return taken == n ? .completed : nil
            }
        case .skip(let p, let n):
            var seen = 0
            return Self.transform(p.expected(schedule, start: start)) { value, emit in
                seen += 1
                if seen > n { emit(value) }
                return nil
            }
        case .scan(let p, let seed):
            var accumulator = seed
            return Self.transform(p.expected(schedule, start: start)) { value, emit in
                accumulator = accumulator &+ value
                emit(accumulator)
                return nil
            }
        case .distinctUntilChanged(let p):
            var last: Int?
            return Self.transform(p.expected(schedule, start: start)) { value, emit in
                if value != last { emit(value) }
                last = value
                return nil
            }
        case .concat(let a, let b):
            let first = a.expected(schedule, start: start)
            guard let end = first.last, end.event == .completed else { return first }
            return first.dropLast() + b.expected(schedule, start: end.step)
        case .zip(let a, let b):
            return Self.join(
                a.expected(schedule, start: start), b.expected(schedule, start: start), zip: true)
        case .combineLatest(let a, let b):
            return Self.join(
                a.expected(schedule, start: start), b.expected(schedule, start: start), zip: false)
        }
    }

    /// Runs `onNext` for each element (it emits through its second argument, and returns a stop
    /// event to end with, if any); passes stop events through; nothing follows a stop event.
    private static func transform(
        _ input: [Stamped], _ onNext: (Int, (Int) -> Void) -> ModelEvent?
    ) -> [Stamped] {
        var output: [Stamped] = []
        for stamped in input {
            guard case .next(let value) = stamped.event else {
                output.append(stamped)
                break
            }
            let stop = onNext(value) { output.append(Stamped(step: stamped.step, event: .next($0))) }
            if let stop {
                output.append(Stamped(step: stamped.step, event: stop))
                break
            }
        }
        return output
    }

    /// `zip` (queues; done when both sides completed) or `combineLatest` (latest values; done when
    /// both sides completed, or when a side emits while the other completed without a value) —
    /// RxSwift 6's completion rules. The sides' events are merged by step; at the same step (only
    /// while subscribing) the first side's come first, because it is subscribed first.
    private static func join(_ a: [Stamped], _ b: [Stamped], zip: Bool) -> [Stamped] {
        var merged: [(side: Int, stamped: Stamped)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].step <= b[j].step) {
                merged.append((0, a[i]))
                i += 1
            } else {
                merged.append((1, b[j]))
                j += 1
            }
        }
        var queues: [[Int]] = [[], []]
        var latest: [Int?] = [nil, nil]
        var done = [false, false]
        var output: [Stamped] = []
        func emit(_ step: Int, _ event: ModelEvent) { output.append(Stamped(step: step, event: event)) }
        for (side, stamped) in merged {
            switch stamped.event {
            case .error:
                emit(stamped.step, stamped.event)
                return output
            case .completed:
                done[side] = true
                if done[0] && done[1] {
                    emit(stamped.step, .completed)
                    return output
                }
            case .next(let value):
                if zip {
                    queues[side].append(value)
                    guard !queues[0].isEmpty, !queues[1].isEmpty else { continue }
                    emit(stamped.step, .next(queues[0].removeFirst() &* 31 &+ queues[1].removeFirst()))
                } else {
                    latest[side] = value
                    if let left = latest[0], let right = latest[1] {
                        emit(stamped.step, .next(left &* 31 &+ right))
                    } else if done[1 - side] {
                        emit(stamped.step, .completed)
                        return output
                    }
                }
            }
        }
        return output
    }
}
