package hosting

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"io"
	"strconv"
	"strings"
)

// ProjectFile is the name of a game folder's project file.
const ProjectFile = "project.griff"

// Project is what a game's project.griff says: JSON with the fields below, all
// optional but startScene. Every key is camelCase; the snake_case spellings of
// earlier versions (start_scene, step_rate, pixel_art, no_gravity, no_sleep)
// are still read as former names, and a file giving one field under both
// spellings is an error naming both.
//
//	{
//	  "name": "Coin Run",
//	  "startScene": "main",
//	  "stepRate": 60,
//	  "seed": 1,
//	  "window": {"width": 960, "height": 540, "title": "Coin Run", "pixelArt": true},
//	  "controls": {"jump": ["Key:Space", "Pad:A"]},
//	  "modules": ["platformer"]
//	}
type Project struct {
	// Name is the game's name, shown in the window title by default.
	Name string `json:"name"`
	// StartScene is the scene played first: the file scenes/NAME.json.
	StartScene string `json:"startScene"`
	// StepRate is the fixed steps per second; 0 means 60.
	StepRate int `json:"stepRate,omitempty"`
	// Seed seeds the game's random stream when the host gives none; 0 means 1.
	Seed uint64 `json:"seed,omitempty"`
	// Window is the window a desktop host opens.
	Window Window `json:"window"`
	// Controls binds action names to physical controls, in griff/input's JSON form
	// ({"jump": ["Key:Space", "Pad:A"]}); checked when the project is read.
	Controls json.RawMessage `json:"controls,omitempty"`
	// Physics sets the physics world's gravity and sleeping.
	Physics PhysicsSettings `json:"physics"`
	// Modules names the genre modules the game uses.
	Modules []string `json:"modules,omitempty"`

	formerProject
}

// formerProject holds the former spellings of Project's keys while a file is
// read (embedded, so encoding/json reads them and DisallowUnknownFields still
// refuses any other key); ParseProject folds them into the fields, so they are
// nil afterwards and never written.
type formerProject struct {
	StartScene *string `json:"start_scene,omitempty"`
	StepRate   *int    `json:"step_rate,omitempty"`
}

// formerWindow and formerPhysics are formerProject for the nested objects.
type formerWindow struct {
	PixelArt *bool `json:"pixel_art,omitempty"`
}

type formerPhysics struct {
	NoGravity *bool `json:"no_gravity,omitempty"`
	NoSleep   *bool `json:"no_sleep,omitempty"`
}

// Window is the window a desktop host opens for a game.
type Window struct {
	// Width and Height are the game's logical size in pixels; 0 means 960 by 540.
	Width  int `json:"width,omitempty"`
	Height int `json:"height,omitempty"`
	// Title is the window's title; "" means the project's name.
	Title string `json:"title,omitempty"`
	// PixelArt asks for nearest-neighbour filtering when scaling.
	PixelArt bool `json:"pixelArt,omitempty"`

	formerWindow
}

// PhysicsSettings is the "physics" section of a project file.
//
//	"physics": {"gravity": [0, 980], "noGravity": false, "noSleep": false}
type PhysicsSettings struct {
	// Gravity in world units per second² (y down); absent or [0, 0] means the
	// physics default, (0, 980).
	Gravity griff.Vec `json:"gravity"`
	// NoGravity turns gravity off (top-down games).
	NoGravity bool `json:"noGravity,omitempty"`
	// NoSleep keeps every body awake.
	NoSleep bool `json:"noSleep,omitempty"`

	formerPhysics
}

// ErrBadFile is wrapped by every error about a file's content: its syntax, a field
// of the wrong type, or a required field missing.
var ErrBadFile = errors.New("bad file")

// ParseProject reads a project file's content. name is the file's name for
// messages. It returns an error wrapping ErrBadFile that names the file, the line
// and column, and the field for malformed JSON, a field of the wrong type, an
// unknown field, a missing start_scene or a negative step rate.
func ParseProject(name string, data []byte) (*Project, error) {
	var p Project
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, jsonError(name, data, dec.InputOffset(), err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%s:%s: %w: text after the project object", name, position(data, dec.InputOffset()), ErrBadFile)
	}
	if err := p.foldFormer(name, data); err != nil {
		return nil, err
	}
	if p.StartScene == "" {
		return nil, fmt.Errorf("%s: %w: field startScene is missing: name the scene to play first", name, ErrBadFile)
	}
	if p.StepRate < 0 || p.StepRate > 1000 {
		key := "stepRate"
		if !hasKey(data, key) {
			key = "step_rate"
		}
		return nil, fmt.Errorf("%s:%s: %w: field %s is %d, want 1 to 1000 (0 for 60)",
			name, position(data, fieldOffset(data, key)), ErrBadFile, key, p.StepRate)
	}
	if len(p.Controls) > 0 {
		var c input.Controls
		if err := json.Unmarshal(p.Controls, &c); err != nil {
			return nil, fmt.Errorf("%s:%s: %w: field controls: %v", name, position(data, fieldOffset(data, "controls")), ErrBadFile, err)
		}
	}
	return &p, nil
}

// foldFormer moves the values read under former keys into their fields. It
// returns an error wrapping ErrBadFile, pointing at the former key, for a file
// that gives a field under both spellings.
func (p *Project) foldFormer(name string, data []byte) error {
	folds := []struct {
		old, cur string
		given    bool
		move     func()
	}{
		{"start_scene", "startScene", p.formerProject.StartScene != nil, func() { p.StartScene = *p.formerProject.StartScene }},
		{"step_rate", "stepRate", p.formerProject.StepRate != nil, func() { p.StepRate = *p.formerProject.StepRate }},
		{"pixel_art", "pixelArt", p.Window.formerWindow.PixelArt != nil, func() { p.Window.PixelArt = *p.Window.formerWindow.PixelArt }},
		{"no_gravity", "noGravity", p.Physics.formerPhysics.NoGravity != nil, func() { p.Physics.NoGravity = *p.Physics.formerPhysics.NoGravity }},
		{"no_sleep", "noSleep", p.Physics.formerPhysics.NoSleep != nil, func() { p.Physics.NoSleep = *p.Physics.formerPhysics.NoSleep }},
	}
	for _, f := range folds {
		if !f.given {
			continue
		}
		if hasKey(data, f.cur) {
			return fmt.Errorf("%s:%s: %w: field %s is given twice, as %q and as its former spelling %q: keep %q",
				name, position(data, fieldOffset(data, f.old)), ErrBadFile, f.cur, f.cur, f.old, f.cur)
		}
		f.move()
	}
	p.formerProject, p.Window.formerWindow, p.Physics.formerPhysics = formerProject{}, formerWindow{}, formerPhysics{}
	return nil
}

// hasKey reports whether data holds "key" (quoted) anywhere: good enough to tell
// whether a small file spells a field one way or the other.
func hasKey(data []byte, key string) bool { return bytes.Contains(data, []byte(`"`+key+`"`)) }

// fieldOffset returns the offset of the first "key" in data (the key, quoted), or
// the end of data if it is not there: a good enough place to point at for a
// field of a small file.
func fieldOffset(data []byte, key string) int64 {
	if i := bytes.Index(data, []byte(`"`+key+`"`)); i >= 0 {
		return int64(i)
	}
	return int64(len(data))
}

// jsonError turns an encoding/json error into one naming the file, line:column and
// the field.
func jsonError(name string, data []byte, at int64, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("%s:%s: %w: %v", name, position(data, syn.Offset-1), ErrBadFile, syn)
	case errors.As(err, &typ):
		field := strings.NewReplacer("formerProject.", "", "formerWindow.", "", "formerPhysics.", "").Replace(typ.Field)
		return fmt.Errorf("%s:%s: %w: field %s: a %s cannot hold %s", name, position(data, typ.Offset), ErrBadFile, field, typ.Type, typ.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%s:%s: %w: the file ends early", name, position(data, int64(len(data))), ErrBadFile)
	default: // an unknown field carries no offset: point at its key
		if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			if key, uerr := strconv.Unquote(f); uerr == nil {
				at = fieldOffset(data, key)
			}
		}
		return fmt.Errorf("%s:%s: %w: %v", name, position(data, at), ErrBadFile, err)
	}
}

// position returns the 1-based "line:column" of byte offset off in data; columns
// count bytes.
func position(data []byte, off int64) string {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("%d:%d", line, col)
}
