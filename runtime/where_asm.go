//go:build amd64 || arm64

package runtime

// storeRelease stores v at *p with release ordering, read with
// atomic.LoadUint64 from another goroutine. It is the per-entity store of the
// where record: sync/atomic's Store is a full fence (XCHG on amd64, 37 ns a
// store on the build machine, ten times the cost of walking an entity), which a
// release store does not need; on amd64 it is a plain MOVQ, on arm64 an STLR, as
// in Go's own runtime (internal/runtime/atomic.StoreRel64).
//
//go:noescape
func storeRelease(p *uint64, v uint64)
