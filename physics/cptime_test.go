package physics

import (
	"math"
	"testing"
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/jakecoffman/cp/v2"
)

// TestCPTimeIsWholeNanoseconds checks what the determinism of cp's biases
// rests on: dt is a whole number of nanoseconds, so math.Pow(cpBias, dt) takes
// no Exp or Log, and gives cp's 10% a 60th of a second.
func TestCPTimeIsWholeNanoseconds(t *testing.T) {
	for _, c := range []struct{ dt, want float64 }{
		{1.0 / 60, 16_666_667}, {0.5e-9, 1}, {1e-12, 1}, {100, 100e9}, {1.0 / 144, 6_944_444},
	} {
		if got := stepNanoseconds(c.dt); got != c.want {
			t.Errorf("stepNanoseconds(%v) = %v, want %v", c.dt, got, c.want)
		}
	}
	if got := 1 - math.Pow(cpBias, stepNanoseconds(1.0/60)); math.Abs(got-0.1) > 1e-8 {
		t.Errorf("contact bias over a 60th of a second %v, want 0.1", got)
	}
	sp := newCPSpace()
	setCollisionBias(sp)
	if got := *(*float64)(unsafe.Add(unsafe.Pointer(sp), spaceCollisionBias)); got != cpBias {
		t.Errorf("space's collision bias %v, want %v", got, cpBias)
	}
}

// TestSpringDampsWithGriffExp checks that the spring's damping factor is
// Griff's: 1 - griff.Exp(-damping*dt/nMass), and that cp's own factor (from
// Damping 0) is left at nothing to override.
func TestSpringDampsWithGriffExp(t *testing.T) {
	sp := newCPSpace()
	a := sp.AddBody(newCPBody(BodyDynamic))
	a.SetMass(2)
	a.SetMoment(3)
	a.SetPosition(cp.Vector{X: 30, Y: 4})
	c := sp.AddConstraint(newSpring(a, sp.StaticBody, cp.Vector{}, cp.Vector{}, 10, perNs2(50), perNs(7)))
	s := c.Class.(*spring)
	dt := stepNanoseconds(1.0 / 60)
	s.PreStep(dt)
	p := unsafe.Pointer(s.ds)
	nMass := *(*float64)(unsafe.Add(p, springNMass))
	want := 1 - griff.Exp(-perNs(7)*dt/nMass)
	if got := *(*float64)(unsafe.Add(p, springVCoef)); got != want || !(got > 0 && got < 1) {
		t.Errorf("damping factor %v, want %v", got, want)
	}
	if s.ds.Damping != 0 {
		t.Errorf("cp's own Damping %v, want 0", s.ds.Damping)
	}
}
