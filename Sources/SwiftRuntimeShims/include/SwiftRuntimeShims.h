#ifndef SWIFT_RUNTIME_SHIMS_H
#define SWIFT_RUNTIME_SHIMS_H

#include <stdbool.h>

// Two entry points of the Swift runtime (exported by libswiftCore with C linkage) that Swift
// does not expose: what a weak reference does to load an object, on an object that has no side
// table. Declared here so that Swift calls them with the C convention they have. The object must
// still be allocated: DelegateProxyKit's `ParentReference` keeps it so with an unowned reference.

/// Retains `object` unless its deinitialization has begun; returns `object` if it did, else NULL.
void *swift_tryRetain(void *object);

/// Whether the deinitialization of `object` has begun.
bool swift_isDeallocating(void *object);

#endif
