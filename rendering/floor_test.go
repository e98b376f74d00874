package rendering_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Raycast is a module's first-person view, drawn through visual.FloorSink:
// a perspective floor over its whole rectangle, then a wall strip.
type Raycast struct {
	visual.DrawOrder
	Image string `json:"image"`
}

func init() { scenes.Register[Raycast]("Test.Raycast") }

func (r *Raycast) Draw(s visual.Sink) {
	fs, ok := s.(visual.FloorSink)
	if !ok {
		return
	}
	fs.Floor(visual.Floor{Image: r.Image, Corners: [4]griff.Vec{{0, 0}, {64, 0}, {64, 32}, {0, 32}},
		Pos: griff.V(1.5, 2.5), Dir: griff.V(1, 0), Plane: griff.V(0, 0.66), Horizon: 0.5,
		FloorSrc: visual.Region{X: 0, Y: 0, W: 16, H: 16}, CeilingSrc: visual.Region{X: 16, Y: 0, W: 16, H: 16}, Fog: 0.025, MinLight: 0.15})
	s.Quad(visual.Quad{Image: r.Image, Corners: [4]griff.Vec{{30, 8}, {31, 8}, {31, 24}, {30, 24}}, Src: visual.Region{X: 3, W: 1, H: 16}})
}

// TestFloorThroughTheSink: a drawable's FloorSink.Floor becomes one floor
// pass in its place among the other passes, its rectangle in clip space,
// its camera as given; it allocates nothing once settled; and a missing
// image is a problem naming the component, and draws no floor.
func TestFloorThroughTheSink(t *testing.T) {
	f := newFixture(t, 1)
	scenes.Add(f.entity("Back", nil, griff.V(0, 0)), visual.Shape{Size: griff.V(100, 100), Color: griff.RGB(0.2, 0.2, 0.2), DrawOrder: visual.DrawOrder{Layer: -1}})
	scenes.Add(f.entity("View", nil, griff.V(10, 20)), Raycast{Image: "tiles.png"})
	f.settle()
	f.build(0)
	var floors []drawlist.Pass
	ops := []drawlist.Op{}
	for _, p := range f.list.Passes {
		ops = append(ops, p.Op)
		if p.Op == drawlist.OpFloor {
			floors = append(floors, p)
		}
	}
	if len(floors) != 1 || len(ops) != 3 || ops[0] != drawlist.OpSprites || ops[1] != drawlist.OpFloor || ops[2] != drawlist.OpSprites {
		t.Fatalf("passes %v, want the back's sprites, the floor, the wall strip's sprites", ops)
	}
	p := floors[0]
	want := drawlist.FloorCast{Pos: [2]float32{1.5, 2.5}, Dir: [2]float32{1, 0}, Plane: [2]float32{0, 0.66}, Horizon: 0.5,
		Floor: drawlist.TexRect{U1: 16, V1: 16}, Ceiling: drawlist.TexRect{U0: 16, U1: 32, V1: 16}, Fog: 0.025, MinLight: 0.15}
	if p.Floor != want || p.Count != 1 {
		t.Errorf("floor pass %+v, want camera %+v", p, want)
	}
	q := f.list.Quads[p.First]
	if a, b := toPixels(q.Corners[0]), toPixels(q.Corners[2]); !near(a, griff.V(10, 20), 1e-3) || !near(b, griff.V(74, 52), 1e-3) {
		t.Errorf("the floor's rectangle runs from %v to %v px, want (10, 20) to (74, 52)", a, b)
	}
	if !strings.Contains(f.list.String(), "floor tex=") {
		t.Error("the dump has no floor pass")
	}
	if n := testing.AllocsPerRun(20, func() { f.r.Build(f.g, 0.5, &f.list) }); n != 0 {
		t.Errorf("Build with a floor allocates %v times, want 0", n)
	}
	scenes.Add(f.entity("Broken", nil, griff.V(0, 0)), Raycast{Image: "missing.png"})
	f.settle()
	f.build(0)
	n := 0
	for _, p := range f.list.Passes {
		if p.Op == drawlist.OpFloor {
			n++
		}
	}
	if n != 1 || len(f.problemsAbout("Broken", "Test.Raycast")) != 1 {
		t.Errorf("with a missing image: %d floor passes, problems %v; want 1 and one naming Test.Raycast", n, f.g.Problems().List())
	}
}
