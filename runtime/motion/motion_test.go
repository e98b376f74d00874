package motion_test

import (
	"bytes"
	"math"
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

// TestMoverIsSetPosition: the Mover's step leaves every transform and Mover
// as SetPosition, then SetRotation, on each would (the motion as it was
// written before it was made fast), whatever else moved the transforms:
// parents and children, spins, bounds crossed, zero velocities, teleports,
// a turn, a second move in a step. Compared by snapshot, step by step.
func TestMoverIsSetPosition(t *testing.T) {
	const n = 300
	newGame := func(sys ...runtime.System) (*runtime.Game, []*scenes.Entity) {
		g, err := runtime.NewGame(runtime.Options{StepRate: 10}, sys...)
		if err != nil {
			t.Fatal(err)
		}
		r := griff.NewRand(5)
		var ents []*scenes.Entity
		for i := range n {
			var p *scenes.Entity
			if i%7 == 3 {
				p = ents[i-1]
			}
			e := g.Scene().NewEntity("E", p)
			e.Transform().SetPosition(griff.V(r.FloatRange(0, 50), r.FloatRange(0, 50)))
			m := motion.Mover{Velocity: griff.V(r.FloatRange(-40, 40), r.FloatRange(-40, 40))}
			switch i % 5 {
			case 0:
				m.Velocity = griff.V(0, 0)
			case 1:
				m.Bounds = griff.Box{Min: griff.V(0, 0), Max: griff.V(50, 50)}
			case 2:
				m.Spin = r.FloatRange(-9, 9)
			}
			scenes.Add(e, m)
			ents = append(ents, e)
		}
		return g, ents
	}
	a, ea := newGame(motion.NewSystem())
	b, eb := newGame()
	r := griff.NewRand(9)
	for step := range 60 {
		// a's motion by its step; b's by hand after its step (in the same
		// step count: the same listing)
		a.Step()
		b.Step()
		dt := b.Clock().DeltaSeconds()
		for _, e := range eb {
			m := scenes.Get[motion.Mover](e)
			tr := e.Transform()
			p := tr.Position()
			p = griff.V(p[0]+float64(m.Velocity[0]*dt), p[1]+float64(m.Velocity[1]*dt))
			if bd := m.Bounds; bd.Min[0] < bd.Max[0] && bd.Min[1] < bd.Max[1] {
				for k := range 2 {
					if p[k] < bd.Min[k] {
						p[k] = 2*bd.Min[k] - p[k]
						m.Velocity[k] = math.Abs(m.Velocity[k])
					} else if p[k] > bd.Max[k] {
						p[k] = 2*bd.Max[k] - p[k]
						m.Velocity[k] = -math.Abs(m.Velocity[k])
					}
				}
			}
			tr.SetPosition(p)
			if m.Spin != 0 {
				rot := tr.Rotation() + float64(m.Spin*dt)
				if rot > math.Pi {
					rot -= 2 * math.Pi
				} else if rot < -math.Pi {
					rot += 2 * math.Pi
				}
				tr.SetRotation(rot)
			}
		}
		sa, err := a.Scene().AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		sb, err := b.Scene().AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(sa, sb) {
			t.Fatalf("step %d: the Mover's step and SetPosition on each left different scenes", step)
		}
		// after the step, alike in both: moves the next step's motion meets
		// listed already, teleported, turned
		for i := range n {
			ta, tb := ea[i].Transform(), eb[i].Transform()
			switch r.IntN(10) {
			case 0:
				ta.Teleport(griff.V(float64(step), 5))
				tb.Teleport(griff.V(float64(step), 5))
			case 1:
				ta.SetRotation(0.5)
				tb.SetRotation(0.5)
			}
			_, _ = ta.World(), tb.World() // read: not dirty
		}
	}
}
