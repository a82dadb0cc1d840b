/// Which observers a delivery is for: `sentMessage` (before the forward delegate) or
/// `methodInvoked` (after it).
@usableFromInline
enum _DeliveryPhase {
    case sent, invoked
}
