package debugview_test

import (
	"image"
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting/debugview"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// scene makes a game on a 200×100 screen with no camera (world units are
// pixels from the top-left) holding a solid box, a sensor circle and a
// trigger's box.
func scene(t *testing.T) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	box := s.NewEntity("Crate", nil)
	box.Transform().SetPosition(griff.V(50, 40))
	scenes.Add(box, physics.Collider{Shapes: []physics.Shape{physics.Box(20, 10)}})
	hit := s.NewEntity("Hitbox", nil)
	hit.Transform().SetPosition(griff.V(150, 50))
	scenes.Add(hit, physics.Collider{Shapes: []physics.Shape{{Kind: physics.ShapeCircle, Radius: 8, Sensor: true}}})
	tr := s.NewEntity("Trigger", nil)
	scenes.Add(tr, physics.Collider{Shapes: []physics.Shape{{Size: griff.V(10, 10), Offset: griff.V(100, 80), Sensor: true}}})
	scenes.Add(tr, switches.Trigger{})
	g.Step()
	return g
}

func build(g *runtime.Game, o *debugview.Overlay) *drawlist.List {
	r := rendering.NewRenderer(rendering.Options{Screen: image.Pt(200, 100)})
	var list drawlist.List
	r.Build(g, 1, &list)
	o.Append(g, r, &list)
	return &list
}

// pixel returns a clip-space corner in screen pixels of a 200×100 screen.
func pixel(c drawlist.Corner) griff.Vec {
	return griff.V((float64(c.X)+1)*100, (1-float64(c.Y))*50)
}

// TestOverlayDrawsColliderOutlines turns the overlay on: the box is drawn as
// four green lines one pixel wide along its edges, the sensor circle as 16
// orange ones, the trigger's box as four magenta ones; off, nothing is added.
// Drawing it changes nothing in the game's state.
func TestOverlayDrawsColliderOutlines(t *testing.T) {
	g := scene(t)
	before := g.Fingerprint()
	var o debugview.Overlay
	if list := build(g, &o); len(list.Quads) != 0 {
		t.Fatalf("off, the overlay added %d quads", len(list.Quads))
	}
	o.Toggle()
	list := build(g, &o)
	count := map[drawlist.Color]int{}
	for _, q := range list.Quads {
		count[q.Tint]++
	}
	if count[debugview.ColliderColor] != 4 || count[debugview.SensorColor] != 16 || count[debugview.TriggerColor] != 4 {
		t.Errorf("lines: %d collider, %d sensor, %d trigger; want 4, 16, 4", count[debugview.ColliderColor], count[debugview.SensorColor], count[debugview.TriggerColor])
	}
	// The box's top edge: from (40, 35) to (60, 35), 1 pixel thick.
	top := list.Quads[0]
	want := [4]griff.Vec{griff.V(40, 34.5), griff.V(60, 34.5), griff.V(60, 35.5), griff.V(40, 35.5)}
	for i, c := range top.Corners {
		if p := pixel(c); math.Abs(p[0]-want[i][0]) > 1e-4 || math.Abs(p[1]-want[i][1]) > 1e-4 {
			t.Errorf("the box's top edge corner %d at %v, want %v", i, p, want[i])
		}
	}
	if g.Fingerprint() != before {
		t.Error("drawing the overlay changed the game's fingerprint")
	}
}

// TestOverlayCameraBoundsAndGraph draws a camera's bounds inside its view
// and the time graph's bars from the times the host gave.
func TestOverlayCameraBoundsAndGraph(t *testing.T) {
	g := scene(t)
	cam := g.Scene().NewEntity("Camera", nil)
	cam.Transform().SetPosition(griff.V(100, 50))
	scenes.Add(cam, visual.Camera{Bounds: griff.Box{Min: griff.V(0, 0), Max: griff.V(300, 100)},
		Viewport: visual.Viewport{X: 0, Y: 0, W: 0.5, H: 1}})
	g.Step()
	o := debugview.Overlay{On: true}
	for i := range 130 {
		o.Times.Add(time.Duration(i)*100*time.Microsecond, 2*time.Millisecond)
	}
	list := build(g, &o)
	views, cams, bars := 0, 0, 0
	for _, p := range list.Passes {
		if p.Op == drawlist.OpView {
			views++
		}
	}
	for _, q := range list.Quads {
		switch q.Tint {
		case debugview.CameraColor:
			cams++
		case debugview.StepColor:
			bars++
		}
	}
	if views < 2 || cams != 4 || bars != debugview.Frames {
		t.Errorf("%d views, %d camera-bound lines, %d step bars; want at least 2 views (the game's and the overlay's), 4, %d", views, cams, bars, debugview.Frames)
	}
	if s, d := o.Times.At(0); s != 10*100*time.Microsecond || d != 2*time.Millisecond {
		t.Errorf("the oldest time kept is %v, %v; want 1ms, 2ms (the 11th added)", s, d)
	}
}
