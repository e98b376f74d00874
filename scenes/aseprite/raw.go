package aseprite

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/internal/jsontree"
	"github.com/griffengine/griff/scenes/visual"
)

// The JSON as Aseprite writes it.
type (
	rawSheet struct {
		Frames json.RawMessage `json:"frames"`
		Meta   rawMeta         `json:"meta"`
	}
	rawMeta struct {
		Image     string     `json:"image"`
		Size      rawRect    `json:"size"`
		FrameTags []rawTag   `json:"frameTags"`
		Slices    []rawSlice `json:"slices"`
		Layers    []rawLayer `json:"layers"`
	}
	rawRect struct {
		X int `json:"x"`
		Y int `json:"y"`
		W int `json:"w"`
		H int `json:"h"`
	}
	rawFrame struct {
		Filename         string  `json:"filename"`
		Frame            rawRect `json:"frame"`
		Trimmed          bool    `json:"trimmed"`
		SpriteSourceSize rawRect `json:"spriteSourceSize"`
		SourceSize       rawRect `json:"sourceSize"`
		Duration         float64 `json:"duration"`
	}
	rawTag struct {
		Name      string          `json:"name"`
		From      int             `json:"from"`
		To        int             `json:"to"`
		Direction string          `json:"direction"`
		Repeat    json.RawMessage `json:"repeat"`
		Color     string          `json:"color"`
		Data      string          `json:"data"`
	}
	rawSlice struct {
		Name  string        `json:"name"`
		Color string        `json:"color"`
		Data  string        `json:"data"`
		Keys  []rawSliceKey `json:"keys"`
	}
	rawSliceKey struct {
		Frame  int      `json:"frame"`
		Bounds rawRect  `json:"bounds"`
		Center *rawRect `json:"center"`
		Pivot  *rawRect `json:"pivot"`
	}
	rawLayer struct {
		Name      string `json:"name"`
		Group     string `json:"group"`
		Opacity   int    `json:"opacity"`
		BlendMode string `json:"blendMode"`
	}
)

// region returns r as a Region, its numbers saturated to int32 (clip then
// finds such a region outside any image, above maxTexel, and says so).
func (r rawRect) region() visual.Region {
	return visual.RegionOf(r.X, r.Y, r.W, r.H)
}

// reader builds a Sheet, collecting the problems it plays around.
type reader struct {
	file     string
	data     []byte
	tree     *jsontree.Node // data parsed with places, on the first warning
	parsed   bool
	s        *Sheet
	problems []scenes.Problem
	rects    []rawRect // each frame's rectangle as the file gives it (a Region's numbers are int32)
}

// warn reports a problem at the value path names in the JSON ("frames", 3,
// "duration"), or at the nearest value along it the file has.
func (r *reader) warn(path []any, format string, args ...any) {
	line, col := r.at(path...)
	r.problems = append(r.problems, scenes.Problem{Severity: scenes.SeverityWarning, File: r.file, Line: line, Column: col, Message: fmt.Sprintf(format, args...)})
}

// at returns the line and column of the value path names: object keys
// (string) and indexes (int) of an array's items or of an object's members
// in file order (the hash form's frames). The file is parsed with places the
// first time, so a sheet read without mistakes is parsed once.
func (r *reader) at(path ...any) (line, col int) {
	if !r.parsed {
		r.parsed = true
		r.tree, _ = jsontree.Parse(r.data)
	}
	n := r.tree
	if n == nil {
		return 1, 1
	}
	for _, p := range path {
		var next *jsontree.Node
		switch p := p.(type) {
		case string:
			if n.Kind == jsontree.Object {
				next = n.Get(p)
			}
		case int:
			if n.Kind == jsontree.Array && p >= 0 && p < len(n.Items) {
				next = n.Items[p]
			} else if n.Kind == jsontree.Object && p >= 0 && p < len(n.Members) {
				next = n.Members[p].Value
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	return jsontree.LineCol(r.data, n.Start)
}

func (r *reader) frames(raw []rawFrame) error {
	for i, f := range raw {
		var d time.Duration
		switch {
		case !(f.Duration >= 1):
			r.warn([]any{"frames", i, "duration"}, "frame %d (%q): duration %v ms below 1 ms (1 ms used)", i, f.Filename, f.Duration)
			d = time.Millisecond
		case f.Duration > float64(MaxDuration/time.Millisecond):
			r.warn([]any{"frames", i, "duration"}, "frame %d (%q): duration %v ms above %v (clamped)", i, f.Filename, f.Duration, MaxDuration)
			d = MaxDuration
		default:
			d = time.Duration(f.Duration * float64(time.Millisecond))
		}
		r.rects = append(r.rects, f.Frame)
		r.s.Frames = append(r.s.Frames, Frame{
			Name: f.Filename, Region: f.Frame.region(), Duration: d, Trimmed: f.Trimmed,
			Source: f.SpriteSourceSize.region(), SourceSize: [2]int{f.SourceSize.W, f.SourceSize.H},
		})
	}
	r.trims()
	return r.regions()
}

// trims warns once, at the first frame trimmed unlike frame 0 (its picture
// at another place or of another size in its frame: Aseprite's Trim Cels),
// that the frames move against each other: Griff draws each frame's
// rectangle at the sprite's pivot and has no per-frame offset. Frames
// trimmed alike (Trim Sprite) draw as the untrimmed sheet would.
func (r *reader) trims() {
	fs := r.s.Frames
	for i := 1; i < len(fs); i++ {
		a, b := &fs[0], &fs[i]
		if !a.Trimmed && !b.Trimmed || a.Source == b.Source && a.SourceSize == b.SourceSize {
			continue
		}
		r.warn([]any{"frames", i, "spriteSourceSize"}, "frame %d (%q) is trimmed unlike frame 0 (its picture is at %s of its frame, frame 0's at %s); Griff draws each frame's rectangle at the sprite's pivot, so the frames move against each other: export the sheet untrimmed or with Trim Sprite, which trims every frame alike", i, b.Name, regionText(b.Source), regionText(a.Source))
		return
	}
}

// maxTexel bounds a frame rectangle's numbers (2^24): no image is that
// large (imagefile.MaxSide is 4096), and sums of such numbers cannot
// overflow.
const maxTexel = 1 << 24

// regions checks each frame's rectangle against the sheet image (meta.size,
// when given): one reaching past the image is clipped to it; one with no
// area (w or h at most 0, or nothing left inside the image) is impossible
// and shows the picture of the frame before it (or, for leading ones, of the
// first good frame). Each warns at its "frame". A sheet of no good frame is
// an error.
func (r *reader) regions() error {
	good := -1
	type badFrame struct {
		i   int
		was rawRect
		why string
	}
	var bad []badFrame
	for i := range r.s.Frames {
		f := &r.s.Frames[i]
		g, why := clip(r.rects[i], r.s.Size)
		switch {
		case why == "":
		case g.Empty():
			bad = append(bad, badFrame{i, r.rects[i], why})
			continue
		default:
			r.warn([]any{"frames", i, "frame"}, "frame %d (%q): its rectangle %v %s (clipped to %v)", i, f.Name, r.rects[i].text(), why, regionText(g))
		}
		f.Region = g
		if good < 0 {
			good = i
		}
	}
	if good < 0 {
		return r.fail([]any{"frames"}, "no frame's rectangle is inside the %d×%d sheet image (meta.size)", r.s.Size[0], r.s.Size[1])
	}
	for _, b := range bad {
		from := good
		if b.i > good {
			from = b.i - 1 // replaced already if it was bad too
		}
		f := &r.s.Frames[b.i]
		f.Region = r.s.Frames[from].Region
		r.warn([]any{"frames", b.i, "frame"}, "frame %d (%q): its rectangle %v %s, so it has no picture (frame %d's used)", b.i, f.Name, b.was.text(), b.why, from)
	}
	return nil
}

// fail returns a *scenes.FileError wrapping ErrFormat at the value path
// names.
func (r *reader) fail(path []any, format string, args ...any) error {
	line, col := r.at(path...)
	return &scenes.FileError{File: r.file, Line: line, Column: col, Err: fmt.Errorf("%w: %s", ErrFormat, fmt.Sprintf(format, args...))}
}

// clip returns g clipped to an image of size (0 on a side: not known, only
// the negative side is clipped), and why it had to be ("" if it did not).
func clip(g rawRect, size [2]int) (visual.Region, string) {
	if g.W <= 0 || g.H <= 0 {
		return visual.Region{}, "has no area"
	}
	if max(abs(g.X), abs(g.Y), g.W, g.H) > maxTexel {
		return visual.Region{}, fmt.Sprintf("lies outside any image (numbers above %d)", maxTexel)
	}
	x0, y0, x1, y1 := max(g.X, 0), max(g.Y, 0), g.X+g.W, g.Y+g.H
	if size[0] > 0 {
		x1 = min(x1, size[0])
	}
	if size[1] > 0 {
		y1 = min(y1, size[1])
	}
	out := visual.RegionOf(x0, y0, x1-x0, y1-y0) // all within maxTexel (1<<24) and an image's size
	switch {
	case out == g.region():
		return out, ""
	case out.Empty():
		return visual.Region{}, fmt.Sprintf("lies outside the %d×%d sheet image (meta.size)", size[0], size[1])
	}
	return out, fmt.Sprintf("reaches outside the %d×%d sheet image (meta.size)", size[0], size[1])
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// regionText writes a rectangle as Aseprite's JSON does.
// fits reports whether r's numbers fit a visual.Region's int32.
func (r rawRect) fits() bool { return visual.RegionFits(r.X, r.Y, r.W, r.H) }

// text is regionText of r as the file gives it.
func (r rawRect) text() string {
	return fmt.Sprintf(`{"x": %d, "y": %d, "w": %d, "h": %d}`, r.X, r.Y, r.W, r.H)
}

func regionText(g visual.Region) string {
	return fmt.Sprintf(`{"x": %d, "y": %d, "w": %d, "h": %d}`, g.X, g.Y, g.W, g.H)
}

func (r *reader) tags(raw []rawTag) {
	n := len(r.s.Frames)
	for i, t := range raw {
		if t.From < 0 || t.To >= n || t.From > t.To {
			r.warn([]any{"meta", "frameTags", i}, "tag %q: frames %d to %d are not among the %d frames (tag left out)", t.Name, t.From, t.To, n)
			continue
		}
		tag := Tag{Name: t.Name, From: t.From, To: t.To, Color: t.Color, Data: t.Data}
		if err := directionNames.Unmarshal(&tag.Direction, []byte(t.Direction)); err != nil && t.Direction != "" {
			r.warn([]any{"meta", "frameTags", i, "direction"}, "tag %q: direction %q unknown (forward used)", t.Name, t.Direction)
		}
		tag.Repeat = r.repeat(i, t)
		r.s.Tags = append(r.s.Tags, tag)
	}
}

// repeat reads a tag's "repeat": a string of digits as Aseprite writes it, or
// a number.
func (r *reader) repeat(i int, t rawTag) int {
	if len(t.Repeat) == 0 {
		return 0
	}
	var s string
	if json.Unmarshal(t.Repeat, &s) == nil {
		t.Repeat = []byte(s)
	}
	var n int
	if err := json.Unmarshal(t.Repeat, &n); err != nil || n < 0 || n > maxRepeat {
		r.warn([]any{"meta", "frameTags", i, "repeat"}, "tag %q: repeat %s is not a whole number from 0 to %d (0, for ever, used)", t.Name, t.Repeat, maxRepeat)
		return 0
	}
	return n
}

// orderKeys returns the keys of slice i (named name) in frame order, keyAt
// the index of each in the file. Aseprite writes them in order, one a frame;
// keys out of order are sorted (stably), and of two keys on one frame the
// later in the file is kept, as Sheet.Slice would pick it, and the earlier
// warns and is left out.
func (r *reader) orderKeys(i int, name string, keys []SliceKey, keyAt []int) []SliceKey {
	if len(keys) < 2 {
		return keys
	}
	idx := make([]int, len(keys))
	for k := range idx {
		idx[k] = k
	}
	slices.SortStableFunc(idx, func(a, b int) int { return keys[a].Frame - keys[b].Frame })
	out := make([]SliceKey, 0, len(keys))
	for n, k := range idx {
		if n+1 < len(idx) && keys[idx[n+1]].Frame == keys[k].Frame {
			r.warn([]any{"meta", "slices", i, "keys", keyAt[k], "frame"}, "slice %q: two keys on frame %d; the later one is used (key left out)", name, keys[k].Frame)
			continue
		}
		out = append(out, keys[k])
	}
	return out
}

// maxRepeat is the largest repeat Aseprite's tag properties offer.
const maxRepeat = 65535

func (r *reader) slices(raw []rawSlice) {
	n := len(r.s.Frames)
	for i, sl := range raw {
		out := Slice{Name: sl.Name, Color: sl.Color, Data: sl.Data}
		var keyAt []int // the index in the file of each key kept
		for j, k := range sl.Keys {
			if k.Frame < 0 || k.Frame >= n {
				r.warn([]any{"meta", "slices", i, "keys", j, "frame"}, "slice %q: key on frame %d, not among the %d frames (key left out)", sl.Name, k.Frame, n)
				continue
			}
			if !k.Bounds.fits() || k.Center != nil && !k.Center.fits() {
				r.warn([]any{"meta", "slices", i, "keys", j, "bounds"}, "slice %q: key on frame %d has a number outside -2147483648..2147483647 texels (saturated to that range)", sl.Name, k.Frame)
			}
			key := SliceKey{Frame: k.Frame, Bounds: k.Bounds.region()}
			if k.Pivot != nil {
				key.Pivot, key.HasPivot = [2]int{k.Pivot.X, k.Pivot.Y}, true
			}
			if k.Center != nil {
				key.Center, key.HasCenter = k.Center.region(), true
			}
			out.Keys = append(out.Keys, key)
			keyAt = append(keyAt, j)
		}
		out.Keys = r.orderKeys(i, sl.Name, out.Keys, keyAt)
		r.s.Slices = append(r.s.Slices, out)
	}
}
