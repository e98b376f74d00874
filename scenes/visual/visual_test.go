package visual_test

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func TestSmoothed(t *testing.T) {
	s := visual.NewSmoothed(2.0)
	if got := s.At(1, 0.5, visual.LerpFloat); got != 2 {
		t.Errorf("new: At = %v, want 2", got)
	}
	s.Set(5, 4)
	s.Set(5, 6) // the second Set of a step keeps the start
	for _, tc := range []struct {
		tick  griff.Tick
		blend float64
		want  float64
	}{{5, 0, 2}, {5, 0.5, 4}, {5, 1, 6}, {6, 0.5, 6}} {
		if got := s.At(tc.tick, tc.blend, visual.LerpFloat); got != tc.want {
			t.Errorf("At(%d, %v) = %v, want %v", tc.tick, tc.blend, got, tc.want)
		}
	}
	s.Snap(9)
	if got := s.At(5, 0.5, visual.LerpFloat); got != 9 {
		t.Errorf("after Snap: At = %v, want 9", got)
	}
	b, err := json.Marshal(s)
	if err != nil || string(b) != "9" {
		t.Errorf("Marshal = %s, %v; want 9", b, err)
	}
	var r visual.Smoothed[griff.Color]
	if err := json.Unmarshal([]byte(`"#ff000080"`), &r); err != nil || r.Value() != r.Previous() || r.Value().R != 1 {
		t.Errorf("Unmarshal: %+v, %v", r.Value(), err)
	}
	if err := json.Unmarshal([]byte(`[1]`), &s); err == nil {
		t.Error("Unmarshal of [1] into Smoothed[float64] gave no error")
	}
}

// Smoothed draws a value set during a step between its old and new value.
func ExampleSmoothed() {
	tint := visual.NewSmoothed(griff.RGB(1, 1, 1))
	tint.Set(7, griff.RGB(1, 0, 0)) // during step 7
	for _, blend := range []float64{0, 0.5, 1} {
		fmt.Println(tint.At(7, blend, visual.LerpColor))
	}
	fmt.Println(tint.At(8, 0.5, visual.LerpColor)) // a step later: as it is
	// Output:
	// #ffffffff
	// #ff8080ff
	// #ff0000ff
	// #ff0000ff
}

func TestFloatKeyOrder(t *testing.T) {
	vals := []float32{float32(math.Inf(-1)), -1e30, -2, -1, -0.5, 0, 1e-30, 0.5, 1, 2, 1e30, float32(math.Inf(1))}
	for i := 1; i < len(vals); i++ {
		if a, b := visual.FloatKey(vals[i-1]), visual.FloatKey(vals[i]); a >= b {
			t.Errorf("floatKey(%v) = %#x, not below floatKey(%v) = %#x", vals[i-1], a, vals[i], b)
		}
	}
	if a, b := visual.FloatKey(float32(math.Copysign(0, -1))), visual.FloatKey(0); a != b {
		t.Errorf("floatKey(-0) = %#x, floatKey(0) = %#x, want equal", a, b)
	}
}

func TestSortKeyLayersFirst(t *testing.T) {
	tests := []struct {
		name   string
		lo, hi visual.DrawOrder
		loY    float64
		hiY    float64
	}{
		{"layer beats z", visual.DrawOrder{Layer: -1, Z: 100}, visual.DrawOrder{Layer: 0, Z: -100}, 0, 0},
		{"clamped layers", visual.DrawOrder{Layer: -1000}, visual.DrawOrder{Layer: -127}, 0, 0},
		{"z beats y", visual.DrawOrder{Z: 1, YSort: true}, visual.DrawOrder{Z: 2, YSort: true}, 500, -500},
		{"y", visual.DrawOrder{YSort: true}, visual.DrawOrder{YSort: true}, -3, 2},
		{"unsorted behind", visual.DrawOrder{}, visual.DrawOrder{YSort: true}, 5, -1e9},
	}
	for _, tc := range tests {
		if a, b := tc.lo.SortKey(tc.loY), tc.hi.SortKey(tc.hiY); a >= b {
			t.Errorf("%s: key %#x not below %#x", tc.name, a, b)
		}
	}
}

func TestEnumText(t *testing.T) {
	tests := []struct {
		v    interface{ MarshalText() ([]byte, error) }
		want string
	}{
		{visual.TextAlignLeft, "left"}, {visual.TextAlignCenter, "center"}, {visual.TextAlignRight, "right"},
		{visual.ShapeBox, "box"}, {visual.ShapeCircle, "circle"},
	}
	for _, tc := range tests {
		if b, err := tc.v.MarshalText(); err != nil || string(b) != tc.want {
			t.Errorf("MarshalText(%v) = %q, %v; want %q", tc.v, b, err, tc.want)
		}
	}
	var a visual.TextAlign
	if err := a.UnmarshalText([]byte("right")); err != nil || a != visual.TextAlignRight {
		t.Errorf("UnmarshalText(right) = %v, %v", a, err)
	}
	if err := a.UnmarshalText([]byte("middle")); err == nil || !strings.Contains(err.Error(), "left, center, right") {
		t.Errorf("UnmarshalText(middle) = %v, want an error listing the names", err)
	}
	var k visual.ShapeKind
	if err := k.UnmarshalText([]byte("oval")); err == nil {
		t.Error("ShapeKind.UnmarshalText(oval) gave no error")
	}
	k = visual.ShapeCircle
	if err := k.UnmarshalText([]byte("rect")); err != nil || k != visual.ShapeBox {
		t.Errorf("UnmarshalText(rect), the former name = %v, %v; want box", k, err)
	}
	if _, err := visual.TextAlign(7).MarshalText(); err == nil {
		t.Error("MarshalText of TextAlign(7) gave no error")
	}
	if got, want := visual.ShapeKind(9).String(), "shape kind(9)"; got != want {
		t.Errorf("ShapeKind(9).String() = %q, want %q", got, want)
	}
}

// TestShapeRectReadAsBox checks that a scene file with the former shape kind
// "rect" loads as a box and is written back as "box".
func TestShapeRectReadAsBox(t *testing.T) {
	file := `{"format":1,"nextId":2,"entities":[{"id":1,"name":"Wall","components":{"Griff.Shape":{"kind":"rect","size":[4,2]}}}]}`
	s, err := scenes.ReadScene("old", []byte(file), nil)
	if err != nil {
		t.Fatal(err)
	}
	sh := scenes.Get[visual.Shape](s.Entity(1))
	if sh == nil || sh.Kind != visual.ShapeBox || sh.Size != griff.V(4, 2) {
		t.Fatalf("read %+v, want a 4×2 box", sh)
	}
	out, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"kind": "box"`) || strings.Contains(string(out), "rect") {
		t.Errorf("written back as:\n%s\nwant kind \"box\"", out)
	}
}

func TestRegisteredNames(t *testing.T) {
	for _, name := range []string{"Griff.Sprite", "Griff.SpriteAnimation", "Griff.AnimationSet", "Griff.Text", "Griff.Tilemap", "Griff.Shape", "Griff.Camera"} {
		if scenes.TypeNamed(name) == nil {
			t.Errorf("%s not registered", name)
		}
	}
}

// TestNotStateNotSaved checks that what the renderer and the view system keep
// on a component (Memo, Camera.Motion) is neither saved nor copied on spawn.
func TestNotStateNotSaved(t *testing.T) {
	s := scenes.NewScene("level", nil)
	e := s.NewEntity("Cam", nil)
	c := scenes.Add(e, visual.Camera{Follow: 3})
	c.Motion.Followed, c.Motion.Warned = 3, 4
	c.Motion.Offset.Snap(griff.V(1, 2))
	sp := scenes.Add(e, visual.Sprite{Image: "a.png"})
	sp.Memo.SetNote(7)
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, word := range []string{"motion", "Motion", "memo", "Memo", "Followed", "note"} {
		if strings.Contains(string(data), word) {
			t.Errorf("scene file holds %q:\n%s", word, data)
		}
	}
	back, err := scenes.ReadScene("level", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	bc := scenes.Get[visual.Camera](back.Entity(e.ID()))
	if bc.Follow != 3 || bc.Motion != (visual.CameraMotion{}) {
		t.Errorf("read back Follow %d, Motion %+v; want 3 and zero Motion", bc.Follow, bc.Motion)
	}
	if got := scenes.Get[visual.Sprite](back.Entity(e.ID())).Memo.Note(); got != 0 {
		t.Errorf("read back a Memo holding %v, want none (0)", got)
	}
}

func TestPlay(t *testing.T) {
	s := scenes.NewScene("level", nil)
	e := s.NewEntity("Hero", nil)
	scenes.Add(e, visual.Sprite{Image: "hero.png"})
	set := scenes.Add(e, visual.AnimationSet{Clips: []visual.Clip{
		{Name: "idle", Grid: visual.Grid{W: 16, H: 16, Count: 2}, FPS: 3, Loop: true},
		{Name: "walk", Grid: visual.Grid{X: 32, W: 16, H: 16, Count: 4}, FPS: 10, Loop: true},
	}})
	if !visual.Play(e, "walk") {
		t.Fatal("Play(walk) failed")
	}
	a := scenes.Get[visual.SpriteAnimation](e)
	if a == nil || a.Grid.X != 32 || a.FPS != 10 || !a.Loop || set.Current != "walk" {
		t.Fatalf("after Play(walk): animation %+v, current %q", a, set.Current)
	}
	a.Frame, a.Elapsed = 2, 1
	if !visual.Play(e, "walk") || a.Frame != 2 {
		t.Errorf("playing the clip already playing restarted it (frame %d)", a.Frame)
	}
	if visual.Play(e, "fly") || set.Current != "walk" {
		t.Errorf("Play(fly), a clip the set lacks, reported success or changed the clip to %q", set.Current)
	}
	if !visual.Play(e, "idle") || a.Grid.X != 0 || a.Frame != 0 || a.Elapsed != 0 {
		t.Errorf("after Play(idle): grid %+v frame %d", a.Grid, a.Frame)
	}
	plain := s.NewEntity("Plain", nil)
	if visual.Play(plain, "idle") || scenes.Get[visual.SpriteAnimation](plain) != nil {
		t.Error("Play on an entity without an AnimationSet reported success or added an animation")
	}
}

func TestFaceAndSet(t *testing.T) {
	var sp visual.Sprite
	sp.Face(true)
	if !sp.FlipX {
		t.Error("Face(left) did not flip the sprite")
	}
	sp.Face(false)
	if sp.FlipX {
		t.Error("Face(right) left the sprite flipped")
	}
	tx := visual.Text{Text: "old"}
	if !tx.Set("Walk with the arrow keys") || tx.Text != "Walk with the arrow keys" {
		t.Errorf("Set: text %q", tx.Text)
	}
	if tx.Set("Walk with the arrow keys") {
		t.Error("Set of the words already shown reported a change")
	}
}

func TestFired(t *testing.T) {
	var a visual.SpriteAnimation
	a.Fire(5, "step")
	a.Fire(5, "hit")
	if !a.Fired(5, "step") || !a.Fired(5, "hit") || a.Fired(5, "jump") || a.Fired(6, "step") {
		t.Error("Fired does not report what fired on step 5 alone")
	}
	a.Fire(6, "jump")
	if a.Fired(6, "step") || !a.Fired(6, "jump") || a.Fired(5, "step") {
		t.Error("a new step's Fire did not forget the events of step 5")
	}
}

// sink records what drawables draw into it.
type sink struct{ got []string }

func (s *sink) Entity() *scenes.Entity     { return nil }
func (s *sink) Tick() griff.Tick           { return 0 }
func (s *sink) Blend() float64             { return 0 }
func (s *sink) Sprite(sp *visual.Sprite)   { s.got = append(s.got, "sprite "+sp.Image) }
func (s *sink) Text(t *visual.Text)        { s.got = append(s.got, "text "+t.Text) }
func (s *sink) Shape(sh *visual.Shape)     { s.got = append(s.got, "shape "+sh.Kind.String()) }
func (s *sink) Tilemap(tm *visual.Tilemap) { s.got = append(s.got, "tilemap "+tm.Tileset) }
func (s *sink) Quad(q visual.Quad)         { s.got = append(s.got, "quad "+q.Image) }

func TestComponentsDrawThemselves(t *testing.T) {
	var s sink
	for _, d := range []visual.Drawable{
		&visual.Sprite{Image: "a.png"}, &visual.Text{Text: "hi"}, &visual.Shape{Kind: visual.ShapeCircle}, &visual.Tilemap{Tileset: "t.png"},
	} {
		d.Draw(&s)
	}
	want := "sprite a.png|text hi|shape circle|tilemap t.png"
	if got := strings.Join(s.got, "|"); got != want {
		t.Errorf("drew %q, want %q", got, want)
	}
}

func TestCameraZoomAt(t *testing.T) {
	for _, tc := range []struct{ zoom, want float64 }{{0, 1}, {-2, 1}, {math.NaN(), 1}, {math.Inf(1), 1}, {2.5, 2.5}} {
		c := visual.Camera{Zoom: visual.NewSmoothed(tc.zoom)}
		if got := c.ZoomAt(1, 0.5); got != tc.want {
			t.Errorf("zoom %v: ZoomAt = %v, want %v", tc.zoom, got, tc.want)
		}
	}
}

func ExamplePlay() {
	s := scenes.NewScene("level", nil)
	hero := s.NewEntity("Hero", nil)
	scenes.Add(hero, visual.Sprite{Image: "hero.png"})
	scenes.Add(hero, visual.AnimationSet{Clips: []visual.Clip{
		{Name: "idle", Grid: visual.Grid{W: 16, H: 16, Count: 2}, FPS: 3, Loop: true},
		{Name: "walk", Grid: visual.Grid{Y: 16, W: 16, H: 16, Count: 4}, FPS: 10, Loop: true},
	}})
	visual.Play(hero, "walk")
	scenes.Get[visual.Sprite](hero).Face(true)
	a := scenes.Get[visual.SpriteAnimation](hero)
	fmt.Println(a.Len(), a.FrameRegion(1), scenes.Get[visual.Sprite](hero).FlipX)
	// Output: 4 {16 16 16 16} true
}

// A clip with a grid of 2^63-1 frames and 1e308 frames a second plays
// clamped to MaxFrames and MaxFPS, in the set as well, with one warning naming
// the entity, Griff.AnimationSet and the clip.
func TestPlayClampsClip(t *testing.T) {
	s := scenes.NewScene("level", nil)
	e := s.NewEntity("Hero", nil)
	set := scenes.Add(e, visual.AnimationSet{Clips: []visual.Clip{
		{Name: "idle", Grid: visual.Grid{W: 16, H: 16, Count: 2}, FPS: 3, Loop: true},
		{Name: "blur", Grid: visual.Grid{W: 16, H: 16, Count: math.MaxInt}, FPS: 1e308, Loop: true},
	}})
	for _, clip := range []string{"blur", "idle", "blur"} {
		if !visual.Play(e, clip) {
			t.Fatalf("Play(%s) failed", clip)
		}
	}
	a := scenes.Get[visual.SpriteAnimation](e)
	if a.Grid.Count != visual.MaxFrames || a.FPS != visual.MaxFPS {
		t.Errorf("playing blur: count %d fps %v, want %d %d", a.Grid.Count, a.FPS, visual.MaxFrames, visual.MaxFPS)
	}
	if c := set.Clip("blur"); c.Grid.Count != visual.MaxFrames || c.FPS != visual.MaxFPS {
		t.Errorf("the set's clip blur: count %d fps %v, want %d %d", c.Grid.Count, c.FPS, visual.MaxFrames, visual.MaxFPS)
	}
	want := `clip "blur": grid count above 65536 frames (65536 used), fps above 1000 frames a second (1000 used); clamped`
	p := s.Problems().List()
	if len(p) != 1 || p[0].Message != want || p[0].Entity != "Hero" || p[0].Component != "Griff.AnimationSet" || p[0].Severity != scenes.SeverityWarning {
		t.Errorf("problems %v, want one warning %q naming Hero and Griff.AnimationSet", p, want)
	}
}

// SpriteAnimation.Bound leaves an animation in range alone and says nothing.
func TestBoundKeepsGoodAnimation(t *testing.T) {
	a := visual.SpriteAnimation{Grid: visual.Grid{W: 8, H: 8, Count: visual.MaxFrames}, FPS: visual.MaxFPS, Frame: visual.MaxFrames - 1}
	b := a
	if note := b.Bound(); note != "" || b.Grid != a.Grid || b.FPS != a.FPS || b.Frame != a.Frame {
		t.Errorf("Bound changed %+v to %+v (%q)", a, b, note)
	}
}
