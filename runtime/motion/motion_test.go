package motion_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

func TestTimeScaleSlowsMotion(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, motion.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("E", nil)
	scenes.Add(e, motion.Mover{Velocity: griff.V(60, 0)})
	g.Clock().SetTimeScale(0.5)
	for range 60 {
		g.Step()
	}
	got := e.Transform().Position()[0]
	if got < 29.99 || got > 30.01 {
		t.Errorf("60 steps at half speed moved %v, want 30", got)
	}
	g.Clock().SetTimeScale(0) // hit stop: steps run, nothing moves
	now := g.Clock().Now()
	g.Step()
	if g.Clock().Now() != now || e.Transform().Position()[0] != got {
		t.Error("a hit stop advanced game time or moved the entity")
	}
}

func TestMoverBouncesInsideBounds(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{StepRate: 10}, motion.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("E", nil)
	m := scenes.Add(e, motion.Mover{Velocity: griff.V(30, 0), Bounds: griff.Box{Min: griff.V(0, 0), Max: griff.V(10, 10)}})
	for range 4 { // 3, 6, 9, 12 -> reflected to 8
		g.Step()
	}
	if p := e.Transform().Position(); p != griff.V(8, 0) || m.Velocity[0] != -30 {
		t.Errorf("after 4 steps at (%v) with velocity %v, want (8, 0) and -30", p, m.Velocity)
	}
}
