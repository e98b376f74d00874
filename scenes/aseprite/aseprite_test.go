package aseprite_test

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/aseprite"
	"github.com/griffengine/griff/scenes/visual"
)

func readFile(t *testing.T, name string) (*aseprite.Sheet, []scenes.Problem) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	s, probs, err := aseprite.Read(data, name)
	if err != nil {
		t.Fatalf("Read(%s): %v", name, err)
	}
	return s, probs
}

// frame returns frame i's region of the test sheet: 16×16 cells in a row.
func frame(i int) visual.Region { return visual.RegionOf(16*i, 0, 16, 16) }

func TestHashAndArrayFormsAgree(t *testing.T) {
	a, pa := readFile(t, "hero_array.json")
	h, ph := readFile(t, "hero_hash.json")
	if len(pa)+len(ph) != 0 {
		t.Errorf("problems %v %v, want none", pa, ph)
	}
	a.File, h.File = "", ""
	if !reflect.DeepEqual(a, h) {
		t.Errorf("array form %+v\nhash form %+v", a, h)
	}
	if len(a.Frames) != 6 || a.Frames[4].Duration != 200*time.Millisecond || a.Frames[3].Name != "hero 3.aseprite" || a.Frames[5].Region != frame(5) {
		t.Errorf("frames %+v", a.Frames)
	}
	if a.Image != "hero.png" || a.Size != [2]int{96, 16} {
		t.Errorf("image %q size %v, want hero.png [96 16]", a.Image, a.Size)
	}
	wantLayers := []aseprite.Layer{{Name: "Body", Opacity: 255, BlendMode: "normal"}, {Name: "Hat", Group: "Extras", Opacity: 128, BlendMode: "multiply"}, {Name: "Extras"}}
	if !reflect.DeepEqual(a.Layers, wantLayers) {
		t.Errorf("layers %+v, want %+v", a.Layers, wantLayers)
	}
	if got := a.Tags[4]; got.Direction != aseprite.PingPongReverse || got.Repeat != 3 || got.From != 2 || got.To != 4 {
		t.Errorf("tag sway %+v", got)
	}
}

func TestClips(t *testing.T) {
	s, _ := readFile(t, "hero_hash.json")
	set, notes := s.AnimationSet()
	if len(notes) != 0 {
		t.Errorf("notes %v, want none", notes)
	}
	fr := func(ids ...int) []visual.Region {
		out := make([]visual.Region, len(ids))
		for i, id := range ids {
			out[i] = frame(id)
		}
		return out
	}
	want := []visual.Clip{
		{Name: "idle", Frames: fr(0, 1), FPS: 10, Loop: true},
		// There and back: frame 4 lasts 200 ms, two 100 ms units.
		{Name: "run", Frames: fr(2, 3, 4, 4, 3), FPS: 10, Loop: true},
		{Name: "hit", Frames: fr(5), FPS: 1000.0 / 150, Loop: false},
		{Name: "back", Frames: fr(2, 1, 0, 2, 1, 0), FPS: 10},
		// Backward first, three passes, turning frames once.
		{Name: "sway", Frames: fr(4, 4, 3, 2, 3, 4, 4, 3, 2), FPS: 10},
	}
	if !reflect.DeepEqual(set.Clips, want) {
		t.Errorf("clips\n%+v\nwant\n%+v", set.Clips, want)
	}
}

func TestClipRoundsLongDurations(t *testing.T) {
	// 1 ms and 65,535 ms: the common unit (1 ms) would list 65,536 frames;
	// 65,536 ms over 1024 frames is a unit of 64 ms.
	s := &aseprite.Sheet{File: "odd.json", Frames: []aseprite.Frame{
		{Region: frame(0), Duration: time.Millisecond}, {Region: frame(1), Duration: aseprite.MaxDuration},
	}}
	c, note := s.Clip(aseprite.Tag{Name: "odd", From: 0, To: 1})
	if len(c.Frames) > aseprite.MaxClipFrames+1 || len(c.Frames) < aseprite.MaxClipFrames-1 {
		t.Errorf("%d frames, want about %d", len(c.Frames), aseprite.MaxClipFrames)
	}
	if c.Frames[0] != frame(0) || c.Frames[1] != frame(1) || c.FPS != 1000.0/64 {
		t.Errorf("frames start %v, fps %v; want frame 0, then 1, at %v", c.Frames[:2], c.FPS, 1000.0/64)
	}
	if !strings.Contains(note, "odd.json") || !strings.Contains(note, "rounded") {
		t.Errorf("note %q, want the file and the rounding", note)
	}
}

func TestSlices(t *testing.T) {
	s, _ := readFile(t, "hero_array.json")
	tests := []struct {
		name  string
		frame int
		want  aseprite.SliceKey
		ok    bool
	}{
		{"hitbox", 0, aseprite.SliceKey{Bounds: visual.Region{X: 4, Y: 2, W: 8, H: 14}}, true},
		{"hitbox", 4, aseprite.SliceKey{Bounds: visual.Region{X: 4, Y: 2, W: 8, H: 14}}, true},
		{"hitbox", 5, aseprite.SliceKey{Frame: 5, Bounds: visual.Region{X: 2, Y: 6, W: 12, H: 10}}, true},
		{"feet", 3, aseprite.SliceKey{Bounds: visual.Region{Y: 12, W: 16, H: 4}, Pivot: [2]int{8, 4}, HasPivot: true}, true},
		{"panel", 0, aseprite.SliceKey{Bounds: visual.Region{W: 16, H: 16}, Center: visual.Region{X: 4, Y: 4, W: 8, H: 8}, HasCenter: true}, true},
		{"hitbox", -1, aseprite.SliceKey{}, false},
		{"nothing", 0, aseprite.SliceKey{}, false},
	}
	for _, tc := range tests {
		got, ok := s.Slice(tc.name, tc.frame)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Slice(%q, %d) = %+v, %v; want %+v, %v", tc.name, tc.frame, got, ok, tc.want, tc.ok)
		}
	}
}

func TestNoTagsPlaysEveryFrame(t *testing.T) {
	s, _, err := aseprite.Read([]byte(`{"frames":[{"frame":{"x":0,"y":0,"w":8,"h":8},"duration":50},{"frame":{"x":8,"y":0,"w":8,"h":8},"duration":50}],"meta":{}}`), "plain.json")
	if err != nil {
		t.Fatal(err)
	}
	set, _ := s.AnimationSet()
	want := []visual.Clip{{Name: aseprite.DefaultClip, Frames: []visual.Region{{W: 8, H: 8}, {X: 8, W: 8, H: 8}}, FPS: 20, Loop: true}}
	if !reflect.DeepEqual(set.Clips, want) {
		t.Errorf("clips %+v, want %+v", set.Clips, want)
	}
}

func TestBadFiles(t *testing.T) {
	tests := []struct {
		name, data string
		is         error
		where      string
	}{
		{"syntax", "{\"frames\": [\n  {\"frame\": }\n]}", scenes.ErrSyntax, "bad.json:2:13"},
		{"type", "{\"frames\": [{\"frame\": {\"x\": \"left\"}}]}", aseprite.ErrFormat, "bad.json:1:"},
		{"hash type", "{\"meta\": {},\n\"frames\": {\"a\": {\"duration\": \"long\"}}}", aseprite.ErrFormat, "bad.json:2:"},
		{"hash type in a later frame", "{\"meta\": {},\n\"frames\": {\"a\": {\"duration\": 1},\n\"b\": {\"duration\": \"long\"}}}", aseprite.ErrFormat, "bad.json:3:19:"},
		{"no frames", `{"frames": [], "meta": {}}`, aseprite.ErrFormat, "bad.json:1:12:"},
		{"frames a string", "{\n \"frames\": \"x\"}", aseprite.ErrFormat, "bad.json:2:12:"},
		{"type in a tag", "{\"frames\": [{\"frame\": {\"w\": 1, \"h\": 1}}],\n \"meta\": {\"frameTags\": [{\"name\": \"a\", \"from\": \"zero\"}]}}", aseprite.ErrFormat, "bad.json:2:47:"},
		{"no frame in the image", "{\"frames\": [{\"frame\": {\"x\": 99, \"w\": 1, \"h\": 1}}],\n \"meta\": {\"size\": {\"w\": 8, \"h\": 8}}}", aseprite.ErrFormat, "bad.json:1:12:"},
	}
	for _, tc := range tests {
		_, _, err := aseprite.Read([]byte(tc.data), "bad.json")
		var fe *scenes.FileError
		if !errors.Is(err, tc.is) || !errors.As(err, &fe) || !strings.HasPrefix(err.Error(), tc.where) {
			t.Errorf("%s: error %v, want one wrapping %v at %s", tc.name, err, tc.is, tc.where)
		}
	}
}

func TestMistakesWarnAndPlay(t *testing.T) {
	data := `{"frames":[{"frame":{"x":0,"y":0,"w":8,"h":8},"duration":0}],"meta":{
		"frameTags":[{"name":"far","from":0,"to":7},{"name":"odd","from":0,"to":0,"direction":"sideways","repeat":"-2"}],
		"slices":[{"name":"s","keys":[{"frame":9,"bounds":{"x":0,"y":0,"w":1,"h":1}}]}]}}`
	s, probs, err := aseprite.Read([]byte(data), "odd.json")
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, p := range probs {
		if p.File != "odd.json" || p.Severity != scenes.SeverityWarning || p.Line == 0 || p.Column == 0 {
			t.Errorf("problem %v, want a warning naming odd.json and a line and column", p)
		}
		msgs = append(msgs, p.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"below 1 ms", `tag "far"`, `direction "sideways"`, "repeat -2", `slice "s"`} {
		if !strings.Contains(all, want) {
			t.Errorf("problems %q lack %q", all, want)
		}
	}
	if len(s.Tags) != 1 || s.Tags[0].Direction != aseprite.Forward || s.Tags[0].Repeat != 0 || s.Frames[0].Duration != time.Millisecond {
		t.Errorf("sheet %+v, want the odd tag forward for ever, 1 ms frames", s)
	}
}

func TestClipFramesFindSlices(t *testing.T) {
	s, _ := readFile(t, "hero_array.json")
	tag, ok := s.Tag("sway")
	if !ok {
		t.Fatal("no tag sway")
	}
	if got, want := s.ClipFrames(tag), []int{4, 4, 3, 2, 3, 4, 4, 3, 2}; !reflect.DeepEqual(got, want) {
		t.Errorf("ClipFrames(sway) = %v, want %v", got, want)
	}
	hit, _ := s.Tag("hit")
	key, ok := s.Slice("hitbox", s.ClipFrames(hit)[0])
	if !ok || key.Frame != 5 {
		t.Errorf("hitbox on the hit clip's first frame: key %+v, %v; want the key of frame 5", key, ok)
	}
	if _, ok := s.Tag("fly"); ok {
		t.Error("Tag(fly) found a tag")
	}
}

// A duration too large for time.Duration is clamped, not overflowed (1e300
// ms converted to a negative Duration, which made a clip of billions of
// frames).
func TestHugeDurationClamped(t *testing.T) {
	s, probs, err := aseprite.Read([]byte(`{"frames":[{"frame":{"w":1,"h":1},"duration":1e300},{"frame":{"w":1,"h":1},"duration":3}]}`), "huge.json")
	if err != nil {
		t.Fatal(err)
	}
	if s.Frames[0].Duration != aseprite.MaxDuration || len(probs) != 1 {
		t.Errorf("duration %v, problems %v; want MaxDuration and one warning", s.Frames[0].Duration, probs)
	}
	set, _ := s.AnimationSet()
	if n := len(set.Clips[0].Frames); n > aseprite.MaxClipFrames+2 {
		t.Errorf("%d frames, want at most about %d", n, aseprite.MaxClipFrames)
	}
	hand := &aseprite.Sheet{Frames: []aseprite.Frame{{Duration: -5}, {Duration: 1 << 62}}}
	if c, _ := hand.Clip(aseprite.Tag{From: 0, To: 1}); len(c.Frames) > aseprite.MaxClipFrames+2 || !(c.FPS > 0) {
		t.Errorf("a hand-made sheet of bad durations gives %d frames at %v fps", len(c.Frames), c.FPS)
	}
}

func TestSliceOnEntity(t *testing.T) {
	s, _ := readFile(t, "hero_hash.json")
	e := scenes.NewScene("t", nil).NewEntity("Hero", nil)
	src := scenes.Add(e, aseprite.Source{File: "hero_hash.json"})
	src.Fill(s)
	set, _ := s.AnimationSet()
	scenes.Add(e, set)
	if !visual.Play(e, "sway") {
		t.Fatal("no clip sway")
	}
	a := scenes.Get[visual.SpriteAnimation](e)
	for _, tc := range []struct {
		frame int
		want  visual.Region
	}{{0, visual.Region{X: 4, Y: 2, W: 8, H: 14}}, {3, visual.Region{X: 4, Y: 2, W: 8, H: 14}}} {
		a.Frame = tc.frame
		if key, ok := aseprite.SliceOn(e, "hitbox"); !ok || key.Bounds != tc.want {
			t.Errorf("hitbox on sway's frame %d: %+v, %v; want %+v", tc.frame, key, ok, tc.want)
		}
	}
	visual.Play(e, "hit")
	if key, ok := aseprite.SliceOn(e, "hitbox"); !ok || key.Frame != 5 {
		t.Errorf("hitbox on hit's frame 0: %+v, %v; want the key of sheet frame 5", key, ok)
	}
	if _, ok := aseprite.SliceOn(e, "nothing"); ok {
		t.Error("SliceOn found a slice named nothing")
	}
}

// A frame rectangle that is impossible warns at its "frame" in the JSON
// (line and column): one reaching outside the sheet image (meta.size) is
// clipped to it; one with no area (w or h at most 0) or wholly outside shows
// the picture of the frame before it, or of the first good frame for
// leading ones, so no frame draws the whole sheet (what an empty region
// draws) or nothing.
func TestImpossibleFramesWarnAtTheirPlace(t *testing.T) {
	data := `{"frames": [
  {"filename": "a", "frame": {"x": 0, "y": 0, "w": 0, "h": 16}, "duration": 100},
  {"filename": "b", "frame": {"x": 0, "y": 0, "w": 16, "h": 16}, "duration": 100},
  {"filename": "c", "frame": {"x": 24, "y": -2, "w": 16, "h": 16}, "duration": 100},
  {"filename": "d", "frame": {"x": 40, "y": 0, "w": 16, "h": 16}, "duration": 100},
  {"filename": "e", "frame": {"x": 16, "y": 0, "w": 16, "h": -3}, "duration": 100},
  {"filename": "f", "frame": {"x": 9999999999, "y": 0, "w": 1, "h": 1}, "duration": 100}
 ],
 "meta": {"size": {"w": 32, "h": 16}}}`
	s, probs, err := aseprite.Read([]byte(data), "cut.json")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`warning: cut.json:4:30: frame 2 ("c"): its rectangle {"x": 24, "y": -2, "w": 16, "h": 16} reaches outside the 32×16 sheet image (meta.size) (clipped to {"x": 24, "y": 0, "w": 8, "h": 14})`,
		`warning: cut.json:2:30: frame 0 ("a"): its rectangle {"x": 0, "y": 0, "w": 0, "h": 16} has no area, so it has no picture (frame 1's used)`,
		`warning: cut.json:5:30: frame 3 ("d"): its rectangle {"x": 40, "y": 0, "w": 16, "h": 16} lies outside the 32×16 sheet image (meta.size), so it has no picture (frame 2's used)`,
		`warning: cut.json:6:30: frame 4 ("e"): its rectangle {"x": 16, "y": 0, "w": 16, "h": -3} has no area, so it has no picture (frame 3's used)`,
		`warning: cut.json:7:30: frame 5 ("f"): its rectangle {"x": 9999999999, "y": 0, "w": 1, "h": 1} lies outside any image (numbers above 16777216), so it has no picture (frame 4's used)`,
	}
	var got []string
	for _, p := range probs {
		got = append(got, p.String())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	b, c := visual.Region{W: 16, H: 16}, visual.Region{X: 24, W: 8, H: 14}
	for i, w := range []visual.Region{b, b, c, c, c, c} {
		if s.Frames[i].Region != w {
			t.Errorf("frame %d shows %+v, want %+v", i, s.Frames[i].Region, w)
		}
	}
}

// TestSliceKeysChecked: a slice key on a frame past the last warns at its
// "frame" value and is left out; keys out of order are sorted; of two keys
// on one frame the later is kept and the earlier warns. The slice keeps its
// other keys.
func TestSliceKeysChecked(t *testing.T) {
	data := `{"frames":[{"frame":{"x":0,"y":0,"w":8,"h":8},"duration":100},{"frame":{"x":8,"y":0,"w":8,"h":8},"duration":100},
{"frame":{"x":16,"y":0,"w":8,"h":8},"duration":100}],"meta":{"slices":[{"name":"hit","keys":[
 {"frame":2,"bounds":{"x":2,"y":0,"w":1,"h":1}},
 {"frame":0,"bounds":{"x":0,"y":0,"w":1,"h":1}},
 {"frame":3,"bounds":{"x":3,"y":0,"w":1,"h":1}},
 {"frame":2,"bounds":{"x":5,"y":0,"w":1,"h":1}}]}]}}`
	s, probs, err := aseprite.Read([]byte(data), "keys.json")
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.String())
	}
	want := []string{
		`warning: keys.json:5:11: slice "hit": key on frame 3, not among the 3 frames (key left out)`,
		`warning: keys.json:3:11: slice "hit": two keys on frame 2; the later one is used (key left out)`,
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems\n%s\nwant\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
	if len(s.Slices) != 1 || len(s.Slices[0].Keys) != 2 || s.Slices[0].Keys[0].Frame != 0 || s.Slices[0].Keys[1].Frame != 2 || s.Slices[0].Keys[1].Bounds.X != 5 {
		t.Fatalf("slices %+v, want hit's keys on frames 0 and 2 (the later one, x 5)", s.Slices)
	}
	for frame, x := range []int32{0, 0, 5} {
		if k, ok := s.Slice("hit", frame); !ok || k.Bounds.X != x {
			t.Errorf("Slice(hit, %d) = %+v, %v; want the key at x %d", frame, k, ok, x)
		}
	}
}
