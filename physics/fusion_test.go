package physics

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
)

// The probes' operands do what fusion_test.go says: rounded first, x*x + z is
// 0; fused (math.FMA, one rounding), it is 2^-60.
func TestFusionProbeOperands(t *testing.T) {
	x, z := 1+0x1p-30, -(1 + 0x1p-29)
	if got := float64(x*x) + z; got != 0 {
		t.Errorf("rounded x*x + z = %g, want 0", got)
	}
	if got := math.FMA(x, x, z); got != 0x1p-60 {
		t.Errorf("fused x*x + z = %g, want 2^-60", got)
	}
}

// On plain amd64 and wasm, which have no fused instruction, no probe finds
// fusion. (The cross-architecture test checks arm64 built with and without
// the build flags.)
func TestFusedPackagesNoneHere(t *testing.T) {
	if runtime.GOARCH != "amd64" && runtime.GOARCH != "wasm" {
		t.Skip("fusion is possible on ", runtime.GOARCH)
	}
	if got := FusedPackages(); got != nil && !amd64v3() {
		t.Errorf("FusedPackages() = %q on %s, want none", got, runtime.GOARCH)
	}
}

// amd64v3 reports whether this test binary was built for amd64 v3 or above,
// where fusion is possible.
func amd64v3() bool {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range info.Settings {
		if s.Key == "GOAMD64" {
			return s.Value >= "v3"
		}
	}
	return false
}
