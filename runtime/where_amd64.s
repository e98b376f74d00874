#include "textflag.h"

// func storeRelease(p *uint64, v uint64)
// On amd64 every store is a release store (total store order): a plain MOVQ,
// as Go's own runtime writes its release stores.
TEXT ·storeRelease(SB), NOSPLIT, $0-16
	MOVQ p+0(FP), AX
	MOVQ v+8(FP), BX
	MOVQ BX, 0(AX)
	RET
