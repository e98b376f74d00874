package scenes_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// sprite2 renamed two keys: flip_x became flipX, and the tile size was spelled
// two ways before it became tileSize.
type sprite2 struct {
	FlipX bool   `json:"flipX,omitempty" griff:"was=flip_x"`
	Tile  int    `json:"tileSize" griff:"was=tile_size,was=tilesize"`
	Image string `json:"image"`
}

// lamp is at version 2: version 1 saved "lit" as "on"; its "glow_radius" was
// renamed "glowRadius" later, without a new version.
type lamp struct {
	Lit    bool    `json:"lit"`
	Radius float64 `json:"glowRadius" griff:"was=glow_radius"`
}

type formerTakesKey struct {
	A int `json:"a"`
	B int `json:"b" griff:"was=a"`
}

type formerVersion struct {
	A int `json:"a" griff:"was=version"`
}

type badGriffTag struct {
	A int `json:"a" griff:"formerly=b"`
}

// formerPanics holds what the bad registrations below panicked with.
var formerPanics []string

func init() {
	scenes.Register[sprite2]("Test.Sprite2")
	scenes.Register[lamp]("Test.Lamp", scenes.Version(2), scenes.Upgrade(1, func(f map[string]json.RawMessage) error {
		if v, ok := f["on"]; ok {
			f["lit"] = v
			delete(f, "on")
		}
		return nil
	}))
	try := func(f func()) {
		defer func() { formerPanics = append(formerPanics, fmt.Sprint(recover())) }()
		f()
	}
	try(func() { scenes.Register[formerTakesKey]("Test.FormerTakesKey") })
	try(func() { scenes.Register[formerVersion]("Test.FormerVersion") })
	try(func() { scenes.Register[badGriffTag]("Test.BadGriffTag") })
}

func TestFormerKeyRegisterPanics(t *testing.T) {
	want := []string{
		`scenes: component Test.FormerTakesKey: field B gives the former key "a", which field A uses too`,
		`scenes: component Test.FormerVersion: field A gives the former key "version", which cannot be one`,
		`scenes: component type scenes_test.badGriffTag: field A: griff tag item "formerly=b" is neither "-" nor "was=KEY"`,
	}
	if !slices.Equal(formerPanics, want) {
		t.Errorf("Register panicked with\n%q\nwant\n%q", formerPanics, want)
	}
}

func TestFieldFormerKeys(t *testing.T) {
	var got []string
	for _, f := range scenes.TypeOf[sprite2]().Fields() {
		got = append(got, f.Key+"<"+strings.Join(f.Former, "|"))
	}
	if want := []string{"flipX<flip_x", "tileSize<tile_size|tilesize", "image<"}; !slices.Equal(got, want) {
		t.Errorf("fields %q, want %q", got, want)
	}
}

func sceneWith(components string) []byte {
	return []byte(`{"format":1,"nextId":2,"entities":[{"id":1,"name":"A","components":{` + components + `}}]}`)
}

func TestFormerKeysReadAndAreWrittenInTheNewSpelling(t *testing.T) {
	file := sceneWith(`"Test.Sprite2":{"flip_x":true,"tilesize":16,"image":"a.png"}`)
	s, err := scenes.ReadScene("f.scene", file, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := *scenes.Get[sprite2](s.Find("A"))
	if want := (sprite2{FlipX: true, Tile: 16, Image: "a.png"}); got != want {
		t.Errorf("read %+v, want %+v", got, want)
	}
	if p := s.Problems().List(); len(p) != 0 {
		t.Errorf("former keys gave problems %v, want none", p)
	}
	out, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"flipX": true,`) || !strings.Contains(string(out), `"tileSize": 16,`) ||
		strings.Contains(string(out), "flip_x") || strings.Contains(string(out), "tilesize") {
		t.Errorf("written file does not use the new spelling only:\n%s", out)
	}
}

func TestTwoSpellingsOfOneFieldAreAnError(t *testing.T) {
	for _, tc := range []struct{ name, comps, want string }{
		{"key then former", `"Test.Sprite2":{"flipX":true,` + "\n" + `"flip_x":false}`,
			`f.scene:2:1: A#1: entities[0].components["Test.Sprite2"].flip_x: not a valid scene file: gives both "flipX" and "flip_x", two spellings of the field "flipX"; keep only "flipX"`},
		{"former then key", `"Test.Sprite2":{"flip_x":true,"flipX":false}`,
			`gives both "flip_x" and "flipX"`},
		{"two former", `"Test.Sprite2":{"tile_size":1,"tilesize":2}`,
			`gives both "tile_size" and "tilesize", two spellings of the field "tileSize"`},
		{"after an upgrade", `"Test.Lamp":{"on":true,"glow_radius":2,"glowRadius":3}`,
			`after upgrading from version 1: gives both "glowRadius" and "glow_radius"`},
	} {
		_, err := scenes.ReadScene("f.scene", sceneWith(tc.comps), nil)
		var fe *scenes.FileError
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want a *FileError containing %s", tc.name, err, tc.want)
		}
	}
}

func TestFormerKeysAfterAnUpgrade(t *testing.T) {
	s, err := scenes.ReadScene("f.scene", sceneWith(`"Test.Lamp":{"on":true,"glow_radius":2.5}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := *scenes.Get[lamp](s.Find("A")); got != (lamp{Lit: true, Radius: 2.5}) {
		t.Errorf("upgraded lamp %+v, want lit with radius 2.5", got)
	}
	if p := s.Problems().List(); len(p) != 0 {
		t.Errorf("problems %v, want none (glow_radius is a former key, not a kept field)", p)
	}
}

func TestDecodeReadsFormerKeys(t *testing.T) {
	ct := scenes.TypeOf[sprite2]()
	var v sprite2
	if err := ct.Decode(&v, []byte(`{"flip_x":true,"tile_size":8}`)); err != nil || v != (sprite2{FlipX: true, Tile: 8}) {
		t.Errorf("Decode = %+v, %v; want flipX and tile size 8", v, err)
	}
	err := ct.Decode(&v, []byte(`{"flip_x":true,"flipX":true}`))
	if err == nil || !strings.Contains(err.Error(), `gives both "flipX" and "flip_x"`) {
		t.Errorf("Decode of two spellings: error %v", err)
	}
}

// TestDecodeFieldAsDecode checks DecodeField against Decode of the one-key
// object: the value set, the error, and a key that names no field.
func TestDecodeFieldAsDecode(t *testing.T) {
	ct := scenes.TypeOf[sprite2]()
	for _, tc := range []struct{ key, raw string }{
		{"flipX", `true`}, {"flip_x", `true`}, {"tile_size", `8`}, {"tileSize", `"x"`}, {"flipX", `3`}, {"nothing", `1`},
	} {
		var got, want sprite2
		found, gotErr := ct.DecodeField(&got, tc.key, []byte(tc.raw))
		obj, _ := json.Marshal(map[string]json.RawMessage{tc.key: json.RawMessage(tc.raw)})
		wantErr := ct.Decode(&want, obj)
		if got != want || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || found != (tc.key != "nothing") {
			t.Errorf("DecodeField(%s: %s) = %+v, %v, %v; Decode gives %+v, %v", tc.key, tc.raw, got, found, gotErr, want, wantErr)
		}
	}
}
