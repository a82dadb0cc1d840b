// Declarations only (include/SwiftRuntimeShims.h): a C target needs a source file.
#include "SwiftRuntimeShims.h"
