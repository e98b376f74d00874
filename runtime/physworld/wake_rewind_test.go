package physworld_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// stackScene is 100 boxes in five columns on a floor, every second one
// FixedRotation: asleep by step 147.
func stackScene() *scenes.Scene {
	s := scenes.NewScene("stack", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 10))
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(2000, 20)}})
	for i := range 100 {
		e := s.NewEntity(fmt.Sprintf("Box%d", i), nil)
		e.Transform().SetPosition(griff.V(float64(i%5)*20-150, -10-float64(i/5)*20))
		scenes.Add(e, physics.Body{FixedRotation: i%2 == 0})
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(20, 20)}})
	}
	return s
}

// wakeStack is the game code of issue 12's tester, run before each step:
// before step 150 every third box loses FixedRotation and is thrown
// spinning, before step 200 every fifth is turned to 0.5.
func wakeStack(g *runtime.Game) {
	tick := g.Clock().Tick()
	if tick != 149 && tick != 199 {
		return
	}
	i := 0
	for e := range g.Scene().Walk() {
		b := scenes.Get[physics.Body](e)
		if b == nil {
			continue
		}
		if tick == 149 && i%3 == 0 {
			b.FixedRotation, b.AngularVelocity, b.Velocity = false, 3, griff.V(40, -100)
		}
		if tick == 199 && i%5 == 0 {
			e.Transform().SetRotation(0.5)
		}
		i++
	}
}

// TestTimelineRewindWakesSleepers: a game whose stack sleeps, rewound
// through its timeline to just before game code wakes it (and to points
// after, while bodies still wake and touch), plays on to the fingerprints of
// the first time through. Before cp's ring of contact buffers was in the
// physics snapshot (physics/snapbuffers.go), the game rewound to 147 or 148
// differed from step 150, and rewound to 150, 198 or 201 from the next step.
func TestTimelineRewindWakesSleepers(t *testing.T) {
	g, _ := newGame(t, stackScene())
	tl := runtime.NewTimeline(g, 2)
	first := map[griff.Tick]string{}
	step := func() {
		wakeStack(g)
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	for g.Clock().Tick() < 230 {
		step()
		first[g.Clock().Tick()] = g.Fingerprint()
	}
	for _, back := range []griff.Tick{147, 148, 150, 198, 201} {
		for g.Clock().Tick() < back+25 {
			step()
		}
		if err := tl.Rewind(back); err != nil {
			t.Fatal(err)
		}
		for g.Clock().Tick() < back+25 {
			step()
			if got := g.Fingerprint(); got != first[g.Clock().Tick()] {
				t.Errorf("rewound to step %d: step %d differs from the first time through", back, g.Clock().Tick())
				break
			}
		}
	}
}
