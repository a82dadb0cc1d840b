/// Which observers a delivery is for: `sentMessage` (before the forward delegate) or
/// `methodInvoked` (after it).
@usableFromInline
enum DeliveryPhase {
    case sent, invoked
}
