package rendering_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func TestCameraBoundsAndShake(t *testing.T) {
	f := newFixture(t, 1)
	cam := f.entity("Camera", nil, griff.V(-300, -300))
	c := scenes.Add(cam, visual.Camera{Bounds: griff.NewBox(griff.V(-200, -100), griff.V(1000, 1000))})
	scenes.Add(f.entity("Dot", nil, griff.V(0, 0)), visual.Shape{Size: griff.V(1, 1)})
	f.settle()
	// The 320×180 view is kept inside: its centre at least (160, 90) from the
	// bounds' top-left (-200, -100): (-40, -10), not (-300, -300); the dot shows at
	// (160+40, 90+10) px.
	if got, want := f.at(t, 0), griff.V(200, 100); !near(got, want, 1e-3) {
		t.Errorf("bounded view: dot at %v px, want %v", got, want)
	}
	c.Bounds = griff.Box{}
	cam.Transform().Teleport(griff.V(0, 0))
	c.Shake, c.ShakeDecay = 4, 60
	var offsets []griff.Vec
	for range 5 {
		f.g.Step()
		p := f.at(t, 1).Sub(griff.V(160, 90)).Mul(-1)
		offsets = append(offsets, p)
		if p[0] < -4 || p[0] > 4 || p[1] < -4 || p[1] > 4 {
			t.Errorf("shake offset %v beyond 4 world units", p)
		}
	}
	if got, want := c.Shake, 4-5*1.0; got != max(0, want) {
		t.Errorf("shake after 5 steps %v, want %v", got, max(0, want))
	}
	if offsets[0] == offsets[1] || offsets[0] == (griff.Vec{}) {
		t.Errorf("shake offsets %v do not move", offsets)
	}
	if offsets[4] != (griff.Vec{}) {
		t.Errorf("shake offset %v after the shake ended, want 0", offsets[4])
	}
}

func TestComponentsRoundTrip(t *testing.T) {
	s := scenes.NewScene("level", nil)
	e := s.NewEntity("Hero", nil)
	scenes.Add(e, visual.Sprite{Image: "hero.png", Region: visual.Region{X: 1, Y: 2, W: 3, H: 4}, Pivot: griff.V(0.5, 1), FlipX: true,
		Tint: visual.NewSmoothed(griff.RGBA(1, 0, 0, 1)), DrawOrder: visual.DrawOrder{Layer: 2, Z: 1.5, YSort: true}})
	scenes.Add(e, visual.SpriteAnimation{Grid: visual.Grid{W: 8, H: 8, Count: 3}, FPS: 12, Loop: true,
		Events: []visual.FrameEvent{{Frame: 1, Name: "step"}}, Elapsed: 250 * time.Millisecond, Frame: 2})
	scenes.Add(e, visual.Text{Text: "hi", Size: 12, Pivot: griff.V(0.5, 0), DrawOrder: visual.DrawOrder{HUD: true}})
	scenes.Add(e, visual.Shape{Kind: visual.ShapeCircle, Radius: 3, Outline: 1})
	scenes.Add(e, visual.Camera{Zoom: visual.NewSmoothed(2.0), Follow: 7, DeadZone: griff.V(10, 5)})
	m := s.NewEntity("Map", nil)
	scenes.Add(m, visual.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 2, Cells: []int{0, 1, 2, -1}})
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "scene.json", string(data))
	back, err := scenes.ReadScene("level", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, err := back.Marshal()
	if err != nil || string(again) != string(data) {
		t.Errorf("round trip differs (%v):\n%s\nwant:\n%s", err, again, data)
	}
	for _, name := range []string{"Griff.Sprite", "Griff.SpriteAnimation", "Griff.Text", "Griff.Tilemap", "Griff.Shape", "Griff.Camera"} {
		if scenes.TypeNamed(name) == nil {
			t.Errorf("%s not registered", name)
		}
	}
}
