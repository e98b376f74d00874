package view_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func TestScreenToWorld(t *testing.T) {
	f := newFixture(t, 0)
	screen := griff.V(320, 180)
	if w, c, ok := view.ScreenToWorld(f.s, screen, griff.V(5, 6)); w != griff.V(5, 6) || c != nil || !ok {
		t.Errorf("with no camera ScreenToWorld = %v, %v, %v, want the point itself", w, c, ok)
	}
	main := scenes.Add(f.entity("Main", nil, griff.V(100, 50)), visual.Camera{})
	main.Zoom.Snap(2)
	mini := f.entity("Mini", nil, griff.V(0, 0))
	mini.Transform().SetRotation(math.Pi / 2)
	scenes.Add(mini, visual.Camera{Viewport: visual.Viewport{X: 0.75, Y: 0, W: 0.25, H: 0.25}})
	f.step(nil)
	tests := []struct {
		p, want griff.Vec
		cam     string
	}{
		{griff.V(160, 90), griff.V(100, 50), "Main"},
		{griff.V(180, 80), griff.V(110, 45), "Main"},
		// The minimap covers x 240..320, y 0..45, centre (280, 22.5), turned a
		// quarter: 10 pixels right of its centre is 10 units down in the world.
		{griff.V(290, 22.5), griff.V(0, 10), "Mini"},
	}
	for _, tc := range tests {
		w, c, ok := view.ScreenToWorld(f.s, screen, tc.p)
		if !ok || c == nil || c.Name() != tc.cam || !near(w, tc.want, 1e-9) {
			t.Errorf("ScreenToWorld(%v) = %v, %v, %v, want %v through %s", tc.p, w, c, ok, tc.want, tc.cam)
		}
	}
}
