package contraptions

import (
	"os"
	"testing"
)

func TestTune(t *testing.T) {
	name := os.Getenv("PUZ")
	if name == "" {
		t.Skip()
	}
	r := newRig(t, nil, name)
	if os.Getenv("EMPTY") == "" {
		r.place(r.puzzle().Solution...)
	}
	r.press(ActionRun)
	for i := 0; i < 900; i++ {
		r.g.Step()
		if i%15 == 0 {
			es, ps := r.parts()
			for j, p := range ps {
				if p.Kind.dynamic() || p.Kind == KindWheel || p.Kind == KindDoor || p.Kind == KindSwitch {
					t.Logf("%d %s %v rot %.2f on %v angle %.2f", i, p.Kind, es[j].Transform().Position(), es[j].Transform().Rotation(), p.On, p.Angle)
				}
			}
		}
		if r.b().Mode == ModeSolved {
			t.Logf("solved at %d", i)
			break
		}
	}
	r.noProblems()
}
