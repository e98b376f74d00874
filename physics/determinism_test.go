package physics_test

import (
	"fmt"
	"hash/fnv"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// pileScene returns a scene file with a floor, a pile of mixed bodies, a
// pendulum, a rope, a one-way platform, a sensor and tilemap walls.
func pileScene(t testing.TB, n int) []byte {
	s := scenes.NewScene("pile", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 1010))
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(4000, 20)}})
	shapes := []physics.Shape{physics.Box(16, 16), physics.Circle(8), physics.Capsule(10, 20), physics.Polygon(griff.V(-8, 8), griff.V(8, 8), griff.V(0, -8))}
	cols := 25
	for i := range n {
		e := s.NewEntity(fmt.Sprintf("B%d", i), nil)
		x := float64(i%cols)*20 - 250 + float64(i/cols%2)*3
		e.Transform().SetPosition(griff.V(x, 980-float64(i/cols)*20))
		e.Transform().SetRotation(float64(i%7) * 0.1)
		scenes.Add(e, physics.Body{})
		sh := shapes[i%len(shapes)]
		sh.Restitution = float64(i%3) * 0.2
		scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sh}})
	}
	bob := s.NewEntity("Bob", nil)
	bob.Transform().SetPosition(griff.V(500, 0))
	scenes.Add(bob, physics.Body{})
	scenes.Add(bob, physics.Collider{Shapes: []physics.Shape{physics.Circle(10)}})
	scenes.Add(bob, physics.Joint{Anchor: griff.V(-100, 0), OtherAnchor: griff.V(400, 0)})
	hook := s.NewEntity("Hook", nil)
	hook.Transform().SetPosition(griff.V(-500, 0))
	scenes.Add(hook, physics.Rope{Other: bob.ID(), OtherAnchor: griff.V(0, 0), Length: 900, Thickness: 4})
	plat := physics.Box(300, 10)
	plat.OneWay = physics.SideTop
	sensor := physics.Box(100, 100)
	sensor.Sensor = true
	p := s.NewEntity("Platform", nil)
	p.Transform().SetPosition(griff.V(0, 700))
	scenes.Add(p, physics.Collider{Shapes: []physics.Shape{plat, sensor}})
	tiles := s.NewEntity("Tiles", nil)
	tiles.Transform().SetPosition(griff.V(-800, 0))
	tw := physics.TilemapWalls{CellSize: griff.V(16, 16)}
	tw.SetRows(level100x20()...)
	scenes.Add(tiles, tw)
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// run plays a scene file for steps steps and returns a hash of every
// transform's bits after each step and of every touch report.
func run(t *testing.T, data []byte, steps int) (uint64, int) {
	s, err := scenes.ReadScene("pile", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	return play(s, steps)
}

// play steps a world of s steps times; see run.
func play(s *scenes.Scene, steps int) (uint64, int) {
	w := physics.NewWorld(s, physics.Options{})
	h := fnv.New64a()
	touches := 0
	var buf [8]byte
	put := func(x float64) {
		b := math.Float64bits(x)
		for i := range buf {
			buf[i] = byte(b >> (8 * i))
		}
		h.Write(buf[:])
	}
	for range steps {
		s.BeginStep()
		w.Step(dt)
		for e := range s.Walk() {
			tr := e.Transform()
			put(tr.Position()[0])
			put(tr.Position()[1])
			put(tr.Rotation())
		}
		for _, tc := range w.Touches() {
			fmt.Fprintf(h, "%v%d%d%d%d", tc.Phase, tc.A.ID(), tc.B.ID(), tc.ShapeA, tc.ShapeB)
			put(tc.Normal[0])
			put(tc.Point[1])
			touches++
		}
	}
	return h.Sum64(), touches
}

func TestDeterminism(t *testing.T) {
	data := pileScene(t, 120)
	a, na := run(t, data, 600)
	// Allocate between the runs so the second world's cp objects sit at other
	// addresses (cp hashes arbiters by pointer).
	junk := make([][]byte, 0, 1000)
	for i := range 1000 {
		junk = append(junk, make([]byte, 64+i%200))
	}
	b, nb := run(t, data, 600)
	if a != b || na != nb {
		t.Errorf("two worlds from one scene differ after 600 steps: hash %x vs %x, touches %d vs %d", a, b, na, nb)
	}
	if na < 1000 {
		t.Errorf("only %d touches reported; the pile should touch a lot", na)
	}
	_ = junk
}

// TestWorldsSideBySide runs two worlds from one scene file on two goroutines
// at once (run with -race to check cp's package state is guarded) and checks
// they agree with a run alone.
func TestWorldsSideBySide(t *testing.T) {
	data := pileScene(t, 40)
	alone, _ := run(t, data, 120)
	got := make(chan uint64, 2)
	for range 2 {
		s, err := scenes.ReadScene("pile", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			h, _ := play(s, 120)
			got <- h
		}()
	}
	for range 2 {
		if h := <-got; h != alone {
			t.Errorf("a world run beside another gave %x, alone %x", h, alone)
		}
	}
}
