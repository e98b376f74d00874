package aseprite

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/griffengine/griff/scenes"
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

func (r rawRect) region() visual.Region { return visual.Region{X: r.X, Y: r.Y, W: r.W, H: r.H} }

// reader builds a Sheet, collecting the problems it plays around.
type reader struct {
	file     string
	s        *Sheet
	problems []scenes.Problem
}

func (r *reader) warn(format string, args ...any) {
	r.problems = append(r.problems, scenes.Problem{Severity: scenes.SeverityWarning, File: r.file, Message: fmt.Sprintf(format, args...)})
}

func (r *reader) frames(raw []rawFrame) {
	for i, f := range raw {
		var d time.Duration
		switch {
		case !(f.Duration >= 1):
			r.warn("frame %d (%q): duration %v ms below 1 ms (1 ms used)", i, f.Filename, f.Duration)
			d = time.Millisecond
		case f.Duration > float64(MaxDuration/time.Millisecond):
			r.warn("frame %d (%q): duration %v ms above %v (clamped)", i, f.Filename, f.Duration, MaxDuration)
			d = MaxDuration
		default:
			d = time.Duration(f.Duration * float64(time.Millisecond))
		}
		r.s.Frames = append(r.s.Frames, Frame{
			Name: f.Filename, Region: f.Frame.region(), Duration: d, Trimmed: f.Trimmed,
			Source: f.SpriteSourceSize.region(), SourceSize: [2]int{f.SourceSize.W, f.SourceSize.H},
		})
	}
}

func (r *reader) tags(raw []rawTag) {
	n := len(r.s.Frames)
	for _, t := range raw {
		if t.From < 0 || t.To >= n || t.From > t.To {
			r.warn("tag %q: frames %d to %d are not among the %d frames (tag left out)", t.Name, t.From, t.To, n)
			continue
		}
		tag := Tag{Name: t.Name, From: t.From, To: t.To, Color: t.Color, Data: t.Data}
		if err := directionNames.Unmarshal(&tag.Direction, []byte(t.Direction)); err != nil && t.Direction != "" {
			r.warn("tag %q: direction %q unknown (forward used)", t.Name, t.Direction)
		}
		tag.Repeat = r.repeat(t)
		r.s.Tags = append(r.s.Tags, tag)
	}
}

// repeat reads a tag's "repeat": a string of digits as Aseprite writes it, or
// a number.
func (r *reader) repeat(t rawTag) int {
	if len(t.Repeat) == 0 {
		return 0
	}
	var s string
	if json.Unmarshal(t.Repeat, &s) == nil {
		t.Repeat = []byte(s)
	}
	var n int
	if err := json.Unmarshal(t.Repeat, &n); err != nil || n < 0 || n > maxRepeat {
		r.warn("tag %q: repeat %s is not a whole number from 0 to %d (0, for ever, used)", t.Name, t.Repeat, maxRepeat)
		return 0
	}
	return n
}

// maxRepeat is the largest repeat Aseprite's tag properties offer.
const maxRepeat = 65535

func (r *reader) slices(raw []rawSlice) {
	n := len(r.s.Frames)
	for _, sl := range raw {
		out := Slice{Name: sl.Name, Color: sl.Color, Data: sl.Data}
		for _, k := range sl.Keys {
			if k.Frame < 0 || k.Frame >= n {
				r.warn("slice %q: key on frame %d, not among the %d frames (key left out)", sl.Name, k.Frame, n)
				continue
			}
			key := SliceKey{Frame: k.Frame, Bounds: k.Bounds.region()}
			if k.Pivot != nil {
				key.Pivot, key.HasPivot = [2]int{k.Pivot.X, k.Pivot.Y}, true
			}
			if k.Center != nil {
				key.Center, key.HasCenter = k.Center.region(), true
			}
			out.Keys = append(out.Keys, key)
		}
		r.s.Slices = append(r.s.Slices, out)
	}
}
