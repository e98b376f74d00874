package hosting

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// ProjectFile is the name of a game folder's project file.
const ProjectFile = "project.griff"

// Project is what a game's project.griff says: JSON with the fields below, all
// optional but startScene.
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
//
// Keys are camelCase, as in scene files. Keys renamed since list their former
// spellings in the field's griff tag ("start_scene", "step_rate", "pixel_art",
// "no_gravity", "no_sleep" before they were camelCase): a file using them still
// reads, and a file giving one key in two spellings is an error naming both. A
// key given twice in one object is an error too, and a UTF-8 byte order mark
// before the object is allowed.
type Project struct {
	// Name is the game's name, shown in the window title by default.
	Name string `json:"name"`
	// StartScene is the scene played first: the file scenes/NAME.json.
	StartScene string `json:"startScene" griff:"was=start_scene"`
	// StepRate is the fixed steps per second; 0 means 60.
	StepRate int `json:"stepRate,omitempty" griff:"was=step_rate"`
	// Seed seeds the game's random stream when the host gives none; 0 means 1.
	Seed uint64 `json:"seed,omitempty"`
	// Window is the window a desktop host opens.
	Window Window `json:"window"`
	// Controls binds action names to physical controls, in griff/input's JSON form
	// ({"jump": ["Key:Space", "Pad:A"]}); checked when the project is read.
	Controls json.RawMessage `json:"controls,omitempty"`
	// Physics sets the physics world's gravity and sleeping.
	Physics PhysicsSettings `json:"physics"`
	// Effects is the "effects" section: {"maxParticles": 20000}, the most
	// live particles across the game's emitters (runtime/effects'
	// Options.MaxLive; absent or 0 is effects.DefaultMaxLive).
	Effects EffectsSettings `json:"effects,omitzero"`
	// Network is the "network" section: {"mode": "rollback", "players": 2}
	// asks for rollback mode (see NetworkSettings); absent is
	// host-authoritative.
	Network NetworkSettings `json:"network,omitzero"`
	// Modules names the genre modules the game uses.
	Modules []string `json:"modules,omitempty"`
}

// Window is the window a desktop host opens for a game.
type Window struct {
	// Width and Height are the game's logical size in pixels; 0 means 960 by 540.
	// Any int is read; the window host makes it a size a window can have, with
	// one warning (hosting/ebitenhost.ScreenSize); a headless run has no window.
	Width  int `json:"width,omitempty"`
	Height int `json:"height,omitempty"`
	// Title is the window's title; "" means the project's name.
	Title string `json:"title,omitempty"`
	// PixelArt asks for nearest-neighbour filtering when scaling.
	PixelArt bool `json:"pixelArt,omitempty" griff:"was=pixel_art"`
}

// PhysicsSettings is the "physics" section of a project file.
//
//	"physics": {"gravity": [0, 980], "noGravity": false, "noSleep": false}
type PhysicsSettings struct {
	// Gravity in world units per second² (y down); absent or [0, 0] means the
	// physics default, (0, 980).
	Gravity griff.Vec `json:"gravity"`
	// NoGravity turns gravity off (top-down games).
	NoGravity bool `json:"noGravity,omitempty" griff:"was=no_gravity"`
	// NoSleep keeps every body awake.
	NoSleep bool `json:"noSleep,omitempty" griff:"was=no_sleep"`
}

// EffectsSettings is the "effects" section of a project file.
//
//	"effects": {"maxParticles": 20000}
type EffectsSettings struct {
	// MaxParticles is the most live particles the game has at once, across
	// its emitters; 0 is effects.DefaultMaxLive (20,000). A value out of
	// [1, effects.MaxMaxLive] is clamped with a warning in the problem log.
	MaxParticles int `json:"maxParticles,omitempty"`
}

// ErrBadFile is wrapped by every error about a file's content: its syntax, a field
// of the wrong type, or a required field missing.
var ErrBadFile = errors.New("bad file")

// ParseProject reads a project file's content. name is the file's name for
// messages. It returns an error wrapping ErrBadFile that names the file, the line
// and column, and the field for malformed JSON, a field of the wrong type, an
// unknown field, a key given twice in one object (anywhere in the file: as in
// scene files, encoding/json would silently keep the last), a key given in two
// spellings (its current one and a former one), a missing startScene or a step
// rate outside 0 to 1000. Line and column are those of the file as written,
// whichever spelling it uses. A UTF-8 byte order mark at the start is skipped
// (some Windows editors write one) and counts for no column.
func ParseProject(name string, data []byte) (*Project, error) {
	data = bytes.TrimPrefix(data, utf8BOM)
	r, serr := respell(data, reflect.TypeFor[Project]())
	if serr != nil {
		return nil, fmt.Errorf("%s:%s: %w: %s", name, position(data, serr.at), ErrBadFile, serr.msg)
	}
	var p Project
	dec := json.NewDecoder(bytes.NewReader(r.data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, respelledError(name, data, r, dec.InputOffset(), err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%s:%s: %w: text after the project object", name, position(data, r.original(dec.InputOffset())), ErrBadFile)
	}
	if p.StartScene == "" {
		return nil, fmt.Errorf("%s: %w: field startScene is missing: name the scene to play first", name, ErrBadFile)
	}
	if p.StepRate < 0 || p.StepRate > 1000 {
		return nil, fmt.Errorf("%s:%s: %w: field stepRate is %d, want 1 to 1000 (0 for 60)",
			name, position(data, r.fieldOffset("stepRate")), ErrBadFile, p.StepRate)
	}
	if msg := p.Network.check(); msg != "" {
		return nil, fmt.Errorf("%s:%s: %w: %s", name, position(data, r.fieldOffset("network")), ErrBadFile, msg)
	}
	if len(p.Controls) > 0 {
		var c input.Controls
		if err := json.Unmarshal(p.Controls, &c); err != nil {
			return nil, fmt.Errorf("%s:%s: %w: field controls: %v", name, position(data, r.fieldOffset("controls")), ErrBadFile, err)
		}
	}
	return &p, nil
}

// utf8BOM is the UTF-8 byte order mark, which a JSON file may start with.
var utf8BOM = []byte("\xef\xbb\xbf")

// fieldOffset returns the offset in the file as written of the first "key" (the
// key, quoted, in its current spelling, wherever the file used a former one), or
// the end of the file if it is not there: a good enough place to point at for a
// field of a small file.
func (r respelled) fieldOffset(key string) int64 {
	if i := bytes.Index(r.data, []byte(`"`+key+`"`)); i >= 0 {
		return r.original(int64(i))
	}
	return r.original(int64(len(r.data)))
}

// jsonError turns an encoding/json error reading data into one naming the file,
// line:column and the field. at is where the decoder stopped.
func jsonError(name string, data []byte, at int64, err error) error {
	return respelledError(name, data, respelled{data: data}, at, err)
}

// respelledError is jsonError for an error reading r.data, the file data with
// its keys respelled: line and column are those in data.
func respelledError(name string, data []byte, r respelled, at int64, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("%s:%s: %w: %v", name, position(data, r.original(syn.Offset-1)), ErrBadFile, syn)
	case errors.As(err, &typ):
		return fmt.Errorf("%s:%s: %w: field %s: a %s cannot hold %s", name, position(data, r.original(typ.Offset)), ErrBadFile, typ.Field, typ.Type, typ.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%s:%s: %w: the file ends early", name, position(data, int64(len(data))), ErrBadFile)
	default: // an unknown field carries no offset: point at its key
		at = r.original(at)
		if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			if key, uerr := strconv.Unquote(f); uerr == nil {
				at = r.fieldOffset(key)
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
