package rendering_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

func TestAnimationPlaysFrames(t *testing.T) {
	tests := []struct {
		name   string
		anim   rendering.SpriteAnimation
		steps  int
		frame  int
		region rendering.Region
		done   bool
	}{
		// 10 fps at 60 steps a second: a frame every 6 steps.
		{"grid", rendering.SpriteAnimation{Grid: rendering.Grid{W: 32, H: 32, Columns: 4, Count: 8}, FPS: 10, Loop: true}, 30, 5,
			rendering.Region{X: 32, Y: 32, W: 32, H: 32}, false},
		{"grid loops", rendering.SpriteAnimation{Grid: rendering.Grid{Y: 64, W: 32, H: 32, Count: 8}, FPS: 10, Loop: true}, 54, 1,
			rendering.Region{X: 32, Y: 64, W: 32, H: 32}, false},
		{"frames stop", rendering.SpriteAnimation{Frames: []rendering.Region{{0, 0, 8, 8}, {8, 0, 8, 8}}, FPS: 20}, 60, 1,
			rendering.Region{X: 8, W: 8, H: 8}, true},
		{"paused", rendering.SpriteAnimation{Frames: []rendering.Region{{0, 0, 8, 8}, {8, 0, 8, 8}}, FPS: 20, Paused: true}, 60, 0,
			rendering.Region{W: 8, H: 8}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, 1)
			e := f.entity("Runner", nil, griff.V(0, 0))
			sp := scenes.Add(e, rendering.Sprite{Image: "runner.png"})
			a := scenes.Add(e, tc.anim)
			for range tc.steps {
				f.g.Step()
			}
			if a.Frame != tc.frame || a.Done != tc.done {
				t.Errorf("after %d steps: frame %d done %v, want %d %v", tc.steps, a.Frame, a.Done, tc.frame, tc.done)
			}
			if sp.Region != tc.region {
				t.Errorf("sprite region %+v, want %+v", sp.Region, tc.region)
			}
		})
	}
}

func TestAnimationEvents(t *testing.T) {
	f := newFixture(t, 1)
	e := f.entity("Runner", nil, griff.V(0, 0))
	scenes.Add(e, rendering.Sprite{Image: "runner.png"})
	a := scenes.Add(e, rendering.SpriteAnimation{
		Grid: rendering.Grid{W: 32, H: 32, Count: 4}, FPS: 30, Loop: true,
		Events: []rendering.FrameEvent{{Frame: 0, Name: "step"}, {Frame: 2, Name: "step"}, {Frame: 3, Name: "hit"}},
	})
	var got []string
	f.hook = func(g *runtime.Game) { // logic phase: sees what the last step's animation fired
		for _, n := range []string{"step", "hit"} {
			if a.Fired(g.Clock().Tick()-1, n) {
				got = append(got, fmt.Sprint(g.Clock().Tick(), " ", n))
			}
		}
	}
	for range 17 {
		f.g.Step()
	}
	// 30 fps at 60 steps/s: frame k is entered on step 2k; frame 2 on step 4, 3 on
	// 6, 0 (looping) on 8, 2 on 12, 3 on 14, 0 on 16. Seen one step later.
	want := []string{"5 step", "7 hit", "9 step", "13 step", "15 hit", "17 step"}
	if !slices.Equal(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
}

func TestCameraFollowsWithDeadZone(t *testing.T) {
	f := newFixture(t, 1)
	target := f.entity("Hero", nil, griff.V(100, 100))
	cam := f.entity("Camera", nil, griff.V(0, 0))
	scenes.Add(cam, rendering.Camera{Follow: target.ID(), DeadZone: griff.V(40, 20)})
	f.g.Step()
	if got, want := cam.Transform().Position(), griff.V(100, 100); got != want || !cam.Transform().Jumped() {
		t.Fatalf("first step: camera at %v jumped %v, want %v snapped", got, cam.Transform().Jumped(), want)
	}
	tests := []struct {
		move, want griff.Vec
	}{
		{griff.V(15, 5), griff.V(100, 100)},  // inside the dead zone (±20, ±10)
		{griff.V(10, 0), griff.V(105, 100)},  // hero at 125: 5 past the edge
		{griff.V(-60, 20), griff.V(85, 115)}, // hero at (65, 125)
	}
	for _, tc := range tests {
		f.step(func(*runtime.Game) { target.Transform().Move(tc.move) })
		if got := cam.Transform().Position(); !near(got, tc.want, 1e-9) {
			t.Errorf("after hero moved %v: camera at %v, want %v", tc.move, got, tc.want)
		}
		if cam.Transform().Jumped() {
			t.Errorf("after hero moved %v: camera jumped, want a smooth move", tc.move)
		}
	}
	f.step(func(*runtime.Game) { target.Transform().Teleport(griff.V(500, 500)) })
	if got := cam.Transform().Position(); got != griff.V(500, 500) || !cam.Transform().Jumped() {
		t.Errorf("after a teleport: camera at %v jumped %v, want (500, 500) snapped", got, cam.Transform().Jumped())
	}
}

func TestCameraBoundsAndShake(t *testing.T) {
	f := newFixture(t, 1)
	cam := f.entity("Camera", nil, griff.V(-300, -300))
	c := scenes.Add(cam, rendering.Camera{Bounds: griff.NewBox(griff.V(-200, -100), griff.V(1000, 1000))})
	scenes.Add(f.entity("Dot", nil, griff.V(0, 0)), rendering.Shape{Size: griff.V(1, 1)})
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

func TestSmoothed(t *testing.T) {
	s := rendering.NewSmoothed(2.0)
	if got := s.At(1, 0.5, rendering.LerpFloat); got != 2 {
		t.Errorf("new: At = %v, want 2", got)
	}
	s.Set(5, 4)
	s.Set(5, 6) // the second Set of a step keeps the start
	for _, tc := range []struct {
		tick  griff.Tick
		blend float64
		want  float64
	}{{5, 0, 2}, {5, 0.5, 4}, {5, 1, 6}, {6, 0.5, 6}} {
		if got := s.At(tc.tick, tc.blend, rendering.LerpFloat); got != tc.want {
			t.Errorf("At(%d, %v) = %v, want %v", tc.tick, tc.blend, got, tc.want)
		}
	}
	s.Snap(9)
	if got := s.At(5, 0.5, rendering.LerpFloat); got != 9 {
		t.Errorf("after Snap: At = %v, want 9", got)
	}
	b, err := json.Marshal(s)
	if err != nil || string(b) != "9" {
		t.Errorf("Marshal = %s, %v; want 9", b, err)
	}
	var r rendering.Smoothed[griff.Color]
	if err := json.Unmarshal([]byte(`"#ff000080"`), &r); err != nil || r.Value() != r.Previous() || r.Value().R != 1 {
		t.Errorf("Unmarshal: %+v, %v", r.Value(), err)
	}
	if err := json.Unmarshal([]byte(`[1]`), &s); err == nil {
		t.Error("Unmarshal of [1] into Smoothed[float64] gave no error")
	}
}

func TestComponentsRoundTrip(t *testing.T) {
	s := scenes.NewScene("level", nil)
	e := s.NewEntity("Hero", nil)
	scenes.Add(e, rendering.Sprite{Image: "hero.png", Region: rendering.Region{1, 2, 3, 4}, Pivot: griff.V(0.5, 1), FlipX: true,
		Tint: rendering.NewSmoothed(griff.RGBA(1, 0, 0, 1)), DrawOrder: rendering.DrawOrder{Layer: 2, Z: 1.5, YSort: true}})
	scenes.Add(e, rendering.SpriteAnimation{Grid: rendering.Grid{W: 8, H: 8, Count: 3}, FPS: 12, Loop: true,
		Events: []rendering.FrameEvent{{1, "step"}}, Elapsed: 250 * time.Millisecond, Frame: 2})
	scenes.Add(e, rendering.Text{Text: "hi", Size: 12, Pivot: griff.V(0.5, 0), DrawOrder: rendering.DrawOrder{HUD: true}})
	scenes.Add(e, rendering.Shape{Kind: rendering.ShapeCircle, Radius: 3, Outline: 1})
	scenes.Add(e, rendering.Camera{Zoom: rendering.NewSmoothed(2.0), Follow: 7, DeadZone: griff.V(10, 5)})
	m := s.NewEntity("Map", nil)
	scenes.Add(m, rendering.Tilemap{Tileset: "tiles.png", TileSize: 16, Width: 2, Cells: []int{0, 1, 2, -1}})
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

func TestEnumText(t *testing.T) {
	tests := []struct {
		v    interface{ MarshalText() ([]byte, error) }
		want string
	}{
		{rendering.AlignLeft, "left"}, {rendering.AlignCenter, "center"}, {rendering.AlignRight, "right"},
		{rendering.ShapeRect, "rect"}, {rendering.ShapeCircle, "circle"},
	}
	for _, tc := range tests {
		if b, err := tc.v.MarshalText(); err != nil || string(b) != tc.want {
			t.Errorf("MarshalText(%v) = %q, %v; want %q", tc.v, b, err, tc.want)
		}
	}
	var a rendering.TextAlign
	if err := a.UnmarshalText([]byte("right")); err != nil || a != rendering.AlignRight {
		t.Errorf("UnmarshalText(right) = %v, %v", a, err)
	}
	if err := a.UnmarshalText([]byte("middle")); err == nil {
		t.Error("UnmarshalText(middle) gave no error")
	}
	var k rendering.ShapeKind
	if err := k.UnmarshalText([]byte("oval")); err == nil {
		t.Error("ShapeKind.UnmarshalText(oval) gave no error")
	}
	if _, err := rendering.TextAlign(7).MarshalText(); err == nil {
		t.Error("MarshalText of TextAlign(7) gave no error")
	}
}

func TestLabelsService(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, rendering.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Hint", nil)
	scenes.Add(e, rendering.Text{Text: "old"})
	other := g.Scene().NewEntity("Plain", nil)
	l := runtime.Service[runtime.Labels](g)
	if !l.SetLabel(e, "Walk with the arrow keys") || scenes.Get[rendering.Text](e).Text != "Walk with the arrow keys" {
		t.Error("SetLabel did not set the Text")
	}
	if l.SetLabel(other, "x") {
		t.Error("SetLabel on an entity without a Text reported success")
	}
	if s, ok := l.Label(e); !ok || s != "Walk with the arrow keys" {
		t.Errorf("Label = %q, %v", s, ok)
	}
}

func TestAnimatorPlaysClipsAndFaces(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, rendering.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Hero", nil)
	scenes.Add(e, rendering.Sprite{Image: "hero.png"})
	scenes.Add(e, rendering.AnimationSet{Clips: []rendering.Clip{
		{Name: "idle", Grid: rendering.Grid{W: 16, H: 16, Count: 2}, FPS: 3, Loop: true},
		{Name: "walk", Grid: rendering.Grid{X: 32, W: 16, H: 16, Count: 4}, FPS: 10, Loop: true},
	}})
	an := runtime.Service[runtime.Animator](g)
	if !an.Play(e, "walk") {
		t.Fatal("Play(walk) failed")
	}
	for range 7 { // 7 steps at 10 fps of 60 steps a second: frame 1
		g.Step()
	}
	a := scenes.Get[rendering.SpriteAnimation](e)
	if a.Grid.X != 32 || a.Grid.Count != 4 || a.Frame != 1 {
		t.Errorf("walking: grid %+v frame %d, want the walk grid at frame 1", a.Grid, a.Frame)
	}
	an.Play(e, "walk") // the same clip goes on
	if a.Frame != 1 {
		t.Errorf("playing the clip already playing restarted it (frame %d)", a.Frame)
	}
	if an.Play(e, "fly") || !an.Play(e, "idle") || a.Grid.X != 0 || a.Frame != 0 {
		t.Errorf("after Play(fly), Play(idle): grid %+v frame %d", a.Grid, a.Frame)
	}
	if !an.Face(e, true) || !scenes.Get[rendering.Sprite](e).FlipX {
		t.Error("Face(left) did not flip the sprite")
	}
}
