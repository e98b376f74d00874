//go:build !amd64 && !arm64

package runtime

import "sync/atomic"

// storeRelease stores v at *p, read with atomic.LoadUint64 from another
// goroutine (see where_asm.go); without an assembly version it is
// atomic.StoreUint64 (on js/wasm, one thread, a plain store).
func storeRelease(p *uint64, v uint64) { atomic.StoreUint64(p, v) }
