package aseprite

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/internal/jsontree"
	"github.com/griffengine/griff/scenes/visual"
)

// ErrFormat is wrapped by the errors of a file that is JSON but not an
// Aseprite sheet Griff can play (no frames, too many frames, a value of the
// wrong type).
var ErrFormat = errors.New("not an Aseprite sprite sheet")

// MaxFileSize is the largest sheet JSON Read accepts: 16 MiB, some 60,000
// frames in the array form, near visual.MaxFrames.
const MaxFileSize = 16 << 20

// MaxDuration is the longest frame duration read: 65,535 ms, the largest
// Aseprite stores (a 16-bit number of milliseconds). Longer ones are clamped.
const MaxDuration = 65535 * time.Millisecond

// Direction is the order a tag plays its frames in. It is read by Aseprite's
// names: "forward", "reverse", "pingpong", "pingpong_reverse".
type Direction uint8

// The directions of a tag.
const (
	// Forward plays from the tag's first frame to its last (the default).
	Forward Direction = iota
	// Reverse plays from the last frame to the first.
	Reverse
	// PingPong plays forward, then back, turning at each end.
	PingPong
	// PingPongReverse plays backward first, then forward (Aseprite 1.3).
	PingPongReverse
)

var directionNames = griff.NewEnum[Direction]("aseprite direction", "forward", "reverse", "pingpong", "pingpong_reverse")

// String returns Aseprite's name of the direction.
func (d Direction) String() string { return directionNames.Name(d) }

// Sheet is a sprite sheet as Aseprite exported it.
type Sheet struct {
	// File is the name the JSON was read under, for messages.
	File string
	// Image is meta.image: the sheet's PNG as Aseprite wrote it (usually a
	// file name beside the JSON), or "".
	Image string
	// Size is the sheet image's width and height in texels (meta.size).
	Size [2]int
	// Frames are the frames, in order.
	Frames []Frame
	// Tags are the frame tags, in file order; each becomes a clip.
	Tags []Tag
	// Slices are the named boxes, in file order.
	Slices []Slice
	// Layers are the sprite's layers, bottom first (meta.layers).
	Layers []Layer
}

// Frame is one frame of a sheet.
type Frame struct {
	// Name is the frame's file name ("hero 0.aseprite"): the hash form's key,
	// or the array form's "filename".
	Name string
	// Region is where the frame is in the sheet image, in texels.
	Region visual.Region
	// Duration is how long the frame shows, from 1 ms to MaxDuration.
	Duration time.Duration
	// Trimmed reports whether Aseprite cut the frame's empty border away;
	// Source then places Region inside the untrimmed frame.
	Trimmed bool
	// Source is the part of the untrimmed frame (SourceSize) that Region
	// holds (spriteSourceSize), in texels.
	Source visual.Region
	// SourceSize is the untrimmed frame's width and height in texels.
	SourceSize [2]int
}

// Tag is a frame tag: a named run of frames, played as a clip.
type Tag struct {
	// Name is the tag's name; the clip's.
	Name string
	// From and To are the first and last frame, 0 <= From <= To < len(Frames).
	From, To int
	// Direction is the order the frames play in.
	Direction Direction
	// Repeat is how many times the tag plays; 0 (the default) for ever.
	Repeat int
	// Color and Data are the tag's colour ("#rrggbbaa") and user data, or "".
	Color, Data string
}

// Slice is a named box of the sprite, which can move from frame to frame.
type Slice struct {
	// Name is the slice's name.
	Name string `json:"name"`
	// Color and Data are the slice's colour and user data, or "".
	Color string `json:"color,omitempty"`
	Data  string `json:"data,omitempty"`
	// Keys are the slice's keys in frame order; each applies from its Frame
	// until the next key's.
	Keys []SliceKey `json:"keys"`
}

// SliceKey is a slice's box from one frame on.
type SliceKey struct {
	// Frame is the first frame the key applies to.
	Frame int `json:"frame"`
	// Bounds is the box in texels of the frame (y down).
	Bounds visual.Region `json:"bounds"`
	// Pivot is the pivot point in texels of the frame, if HasPivot.
	Pivot    [2]int `json:"pivot,omitzero"`
	HasPivot bool   `json:"hasPivot,omitempty"`
	// Center is the 9-slice center inside Bounds (relative to Bounds' top-left
	// corner), if HasCenter.
	Center    visual.Region `json:"center,omitzero"`
	HasCenter bool          `json:"hasCenter,omitempty"`
}

// Layer is one layer of the sprite (meta.layers).
type Layer struct {
	// Name is the layer's name; Group the name of the group holding it, or "".
	Name, Group string
	// Opacity is from 0 to 255; BlendMode Aseprite's name ("normal", "multiply"...).
	Opacity   int
	BlendMode string
}

// Slice returns the key of the slice named name in force on frame: the last
// key whose Frame is at or before frame. It reports false if the sheet has no
// such slice or the slice has no key by that frame.
func (s *Sheet) Slice(name string, frame int) (SliceKey, bool) {
	for _, sl := range s.Slices {
		if sl.Name != name {
			continue
		}
		var k SliceKey
		found := false
		for _, key := range sl.Keys {
			if key.Frame <= frame && (!found || key.Frame >= k.Frame) {
				k, found = key, true
			}
		}
		return k, found
	}
	return SliceKey{}, false
}

// Read reads a sheet's JSON; file names it in errors and problems. It returns
// the sheet and the mistakes it played around (see the package documentation),
// or a *scenes.FileError wrapping scenes.ErrSyntax or ErrFormat.
func Read(data []byte, file string) (*Sheet, []scenes.Problem, error) {
	if len(data) > MaxFileSize {
		return nil, nil, &scenes.FileError{File: file, Line: 1, Column: 1, Err: fmt.Errorf("%w: the file has %d bytes, more than %d (aseprite.MaxFileSize)", ErrFormat, len(data), MaxFileSize)}
	}
	var raw rawSheet
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, nil, jsonError(data, file, err)
	}
	frames, err := readFrames(raw.Frames)
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		typ.Offset += int64(max(0, bytes.Index(data, raw.Frames))) // read from "frames" on
	}
	if errors.Is(err, ErrFormat) {
		r := &reader{file: file, data: data}
		return nil, nil, r.fail([]any{"frames"}, "\"frames\" is neither an object (hash) nor an array")
	}
	if err != nil {
		return nil, nil, jsonError(data, file, err)
	}
	r := &reader{file: file, data: data, s: &Sheet{File: file, Image: raw.Meta.Image, Size: [2]int{raw.Meta.Size.W, raw.Meta.Size.H}}}
	if len(frames) == 0 {
		return nil, nil, r.fail([]any{"frames"}, "no frames")
	}
	if len(frames) > visual.MaxFrames {
		return nil, nil, r.fail([]any{"frames"}, "%d frames, more than %d (visual.MaxFrames)", len(frames), visual.MaxFrames)
	}
	if err := r.frames(frames); err != nil {
		return nil, nil, err
	}
	r.tags(raw.Meta.FrameTags)
	r.slices(raw.Meta.Slices)
	for _, l := range raw.Meta.Layers {
		r.s.Layers = append(r.s.Layers, Layer{Name: l.Name, Group: l.Group, Opacity: l.Opacity, BlendMode: l.BlendMode})
	}
	return r.s, r.problems, nil
}

// jsonError places a JSON reading error at its line and column
// (jsontree.ErrorAt).
func jsonError(data []byte, file string, err error) error {
	l, c, ok := jsontree.ErrorAt(data, err)
	if !ok {
		l, c = 1, 1
	}
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		return &scenes.FileError{File: file, Line: l, Column: c, Field: typ.Field, Err: fmt.Errorf("%w: %s holds %s, want %v", ErrFormat, typ.Field, typ.Value, typ.Type)}
	}
	return &scenes.FileError{File: file, Line: l, Column: c, Err: fmt.Errorf("%w: %v", scenes.ErrSyntax, err)}
}

// readFrames reads "frames" in either form, keeping the hash form's key order.
func readFrames(b json.RawMessage) ([]rawFrame, error) {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || bytes.Equal(b, []byte("null")) {
		return nil, nil
	}
	if b[0] == '[' {
		var out []rawFrame
		err := json.Unmarshal(b, &out)
		return out, err
	}
	if b[0] != '{' {
		return nil, ErrFormat // placed by Read
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []rawFrame
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var f rawFrame
		at := dec.InputOffset() // after the key: the value starts past its ':'
		at += int64(bytes.IndexByte(b[at:], ':') + 1)
		if err := dec.Decode(&f); err != nil {
			var typ *json.UnmarshalTypeError
			if errors.As(err, &typ) {
				typ.Offset += at // Decode counts from the frame's own start
			}
			return nil, err
		}
		f.Filename, _ = t.(string)
		out = append(out, f)
		if len(out) > visual.MaxFrames {
			break
		}
	}
	return out, nil
}
