package physics

import (
	"math"

	"github.com/jakecoffman/cp/v2"
)

// Fused multiply-add probes: each computes, through code built in one
// package, an x*y + z whose result differs when the compiler fused it into one
// instruction (rounding once) instead of rounding the product first. They tell
// a program whether it was built with the flags that keep every architecture
// on the same bits (hosting.DeterministicGCFlags), package by package, which
// the go command's build record cannot (it keeps only the last -gcflags).
//
// The operands: x = 1 + 2^-30 and z = -(1 + 2^-29). x*x is 1 + 2^-29 + 2^-60,
// which rounds to 1 + 2^-29, so x*x + z is 0 when the product is rounded and
// 2^-60 when it is fused.

// fusedPackages lists the packages whose probe found fused multiply-adds in
// this program, worked out once at initialisation (immutable after that).
var fusedPackages = probeFusion(1+0x1p-30, -(1 + 0x1p-29), 259, 0.001)

// FusedPackages returns the import paths of the packages among Go's math, cp
// and this package whose code in this program fuses multiply-adds (see
// hosting.DeterministicGCFlags), in that order, or nil if none does: always
// nil on amd64 (GOAMD64=v1) and wasm, which have no fused instruction. The
// caller must not change the slice.
func FusedPackages() []string { return fusedPackages }

// probeFusion runs the three probes with their operands passed in, so the
// compiler cannot work them out while compiling: x and z as above, and i and
// step, whose product is math.Sin's probe argument.
func probeFusion(x, z, i, step float64) []string {
	var fused []string
	// math.Sin(0.259) (259 times 0.001, rounded once): 0x3fd0642c1d85096e when
	// its polynomial is rounded product by product, as on amd64; arm64 with
	// fusion gives ...96f. Sin is pure Go everywhere but s390x.
	if math.Float64bits(math.Sin(i*step)) != 0x3fd0642c1d85096e {
		fused = append(fused, "math")
	}
	if cpFuses(x, z) {
		fused = append(fused, "github.com/jakecoffman/cp/v2")
	}
	if dotFuses(x, z) {
		fused = append(fused, "github.com/griffengine/griff/physics")
	}
	return fused
}

// cpFuses steps a cp space holding one free body at z moving at x per second
// for x seconds: cp's position update (p + v*dt, in cp's own code) lands on 0
// unless cp fused it.
func cpFuses(x, z float64) bool {
	space := newCPSpace()
	b := space.AddBody(newCPBody(BodyDynamic))
	b.SetMass(1)
	b.SetMoment(1)
	b.SetPosition(cp.Vector{X: z})
	b.SetVelocity(x, 0)
	space.Step(x)
	return b.Position().X != 0
}

// dotFuses computes cp's Vector.Dot inlined into this package, both ways
// round (the compiler may fuse either product): x*x + z*1 is 0 unless fused.
//
//go:noinline
func dotFuses(x, z float64) bool {
	a, b := cp.Vector{X: x, Y: z}, cp.Vector{X: x, Y: 1}
	c, d := cp.Vector{X: z, Y: x}, cp.Vector{X: 1, Y: x}
	return a.Dot(b) != 0 || c.Dot(d) != 0
}
