package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
)

// TestTouchesOfEveryKindOfPair checks that the pairs read in pre-solve
// (a sensor, kinematic against static) and the pairs read after the
// step (dynamic against static, dynamic against dynamic) are all reported,
// once each, with A the lower entity id and the normal from A towards B.
func TestTouchesOfEveryKindOfPair(t *testing.T) {
	r := newRig(t, physics.Options{NoSleep: true})
	floor := r.floor(500)                                                                                   // static, top at y=500
	low := r.body("Low", griff.V(0, 490), physics.Body{}, physics.Box(20, 20))                              // on the floor
	high := r.body("High", griff.V(0, 470), physics.Body{}, physics.Box(20, 20))                            // on Low
	kin := r.body("Kin", griff.V(200, 495), physics.Body{Kind: physics.BodyKinematic}, physics.Box(20, 20)) // sunk into the floor
	sensor := r.body("Sensor", griff.V(-200, 495), physics.Body{Kind: physics.BodyKinematic}, physics.Shape{Kind: physics.ShapeBox, Size: griff.V(20, 20), Sensor: true})
	r.step(5)
	type key struct{ a, b string }
	got := map[key]int{}
	for _, tc := range r.w.Touches() {
		if tc.A.ID() > tc.B.ID() {
			t.Errorf("touch %s-%s: A has the higher id", tc.A.Name(), tc.B.Name())
		}
		if tc.Phase != physics.TouchStay {
			t.Errorf("touch %s-%s phase %v, want stay", tc.A.Name(), tc.B.Name(), tc.Phase)
		}
		got[key{tc.A.Name(), tc.B.Name()}]++
	}
	want := []key{{floor.Name(), low.Name()}, {low.Name(), high.Name()}, {floor.Name(), kin.Name()}, {floor.Name(), sensor.Name()}}
	for _, k := range want {
		if got[k] != 1 {
			t.Errorf("pair %v reported %d times, want 1 (all: %v)", k, got[k], got)
		}
	}
	if len(got) != len(want) {
		t.Errorf("got pairs %v, want %v", got, want)
	}
	for _, tc := range r.w.TouchesOf(high, nil) {
		if !(tc.Normal[1] < -0.99) || !(tc.Impulse > 0) {
			t.Errorf("Low-High normal %v impulse %v, want about (0,-1) (from Low up to High) and a push", tc.Normal, tc.Impulse)
		}
	}
}
