package ldtk_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

var update = flag.Bool("update", false, "rewrite the golden scene files")

// read reads testdata/file with reader rd, failing the test on an error.
func read(t *testing.T, rd level.Reader, file string) (*level.Level, []scenes.Problem) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var p scenes.Problems
	l, err := rd(file, data, os.DirFS("testdata"), &p)
	if err != nil {
		t.Fatalf("reading %s: %v", file, err)
	}
	return l, p.List()
}

// golden compares got with testdata/name, or writes it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile("testdata/"+name, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run with -update and review the diff)", name)
	}
}

// components returns the components of the scene file's entities by name.
func components(t *testing.T, file []byte) map[string]map[string]json.RawMessage {
	t.Helper()
	var f struct{ Entities []entity }
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]json.RawMessage{}
	var walk func([]entity)
	walk = func(es []entity) {
		for _, e := range es {
			if _, ok := out[e.Name]; !ok {
				out[e.Name] = e.Components
			}
			walk(e.Children)
		}
	}
	walk(f.Entities)
	return out
}

type entity struct {
	Name       string
	Components map[string]json.RawMessage
	Children   []entity
}

func TestSeparateLevelFiles(t *testing.T) {
	l, probs := read(t, ldtk.Read, "SeparateLevelFiles.ldtk")
	if len(probs) != 0 {
		t.Errorf("problems %v, want none", probs)
	}
	var names []string
	for _, n := range l.Roots {
		names = append(names, n.Name)
		if len(n.Children) == 0 || n.Children[0].File != "SeparateLevelFiles/"+n.Name+".ldtkl" {
			t.Errorf("level %s: layers %v not read from its own file", n.Name, n.Children)
		}
	}
	if want := []string{"World_Level_0", "World_Level_1", "World_Level_2"}; !slices.Equal(names, want) {
		t.Errorf("levels %v, want %v", names, want)
	}
	if got := l.Roots[1].Position; got != griff.V(240, 0) {
		t.Errorf("World_Level_1 at %v, want (240, 0): linear layout, after World_Level_0 (240 wide)", got)
	}
	out, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "SeparateLevelFiles.scene.json", out)
}

func TestSmallProject(t *testing.T) {
	l, probs := read(t, ldtk.Read, "small.ldtk")
	out, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "small.scene.json", out)
	cs := components(t, out)

	// The IntGrid: values as legend characters with collisions and no tile.
	tf, err := visual.ReadTilemapFile(cs["Ground"]["Griff.Tilemap"])
	if err != nil {
		t.Fatal(err)
	}
	S, O, N := visual.TileSolid, visual.TileOneWay, visual.TileNone
	if want := []visual.TileCollision{N, N, S, N, O, O, N, N, S, S, S, S}; tf.Width != 4 || !slices.Equal(tf.Collisions, want) || slices.Max(tf.Cells) != 0 {
		t.Errorf("Ground: width %d collisions %v cells %v, want 4 %v and no tiles", tf.Width, tf.Collisions, tf.Cells, want)
	}
	if compact(cs["Ground"]["Griff.TilemapWalls"]) != `{"fromTilemap":"solid"}` || compact(cs["Ground one-way"]["Griff.TilemapWalls"]) != `{"fromTilemap":"oneWay"}` {
		t.Errorf("walls %s and %s", cs["Ground"]["Griff.TilemapWalls"], cs["Ground one-way"]["Griff.TilemapWalls"])
	}
	// Tiles: two in cell 0 stack into two tilemaps; flipped and off-grid tiles are sprites.
	t1, _ := visual.ReadTilemapFile(cs["Decor tiles 1"]["Griff.Tilemap"])
	t2, _ := visual.ReadTilemapFile(cs["Decor tiles 2"]["Griff.Tilemap"])
	if t1 == nil || t2 == nil || t1.Cells[0] != 1 || t2.Cells[0] != 2 || t1.Cells[1] != 0 {
		t.Errorf("tilemaps %+v %+v, want tile 1 then 2 in cell 0", t1, t2)
	}
	decor := l.Roots[0].Children[1]
	if !decor.Hidden {
		t.Error("Decor is hidden in LDtk but not in the level")
	}
	sprites := decor.Children[len(decor.Children)-1]
	if len(sprites.Children) != 3 {
		t.Fatalf("Decor sprites %d, want 3", len(sprites.Children))
	}
	sp := spriteOf(t, sprites.Children[1])
	if want := (visual.Sprite{Image: "art/tiles.png", Region: visual.Region{X: 24, Y: 8, W: 8, H: 8}, FlipX: true, FlipY: true}); !sameSprite(sp, want) || sprites.Children[1].Position != griff.V(16, 0) {
		t.Errorf("flipped tile %+v at %v, want %+v at (16, 0)", sp, sprites.Children[1].Position, want)
	}

	// Entities: spawns with their fields as overrides.
	if len(l.Spawns) != 2 || l.Spawns[0].Prefab != "Coin" || l.Spawns[0].Position != griff.V(12, 16) || l.Spawns[0].Parent.Name != "Things" {
		t.Fatalf("spawns %+v", l.Spawns)
	}
	var got []string
	for _, o := range l.Spawns[0].Fields {
		got = append(got, o.Component+"."+o.Field+"="+string(o.Value))
	}
	want := []string{`Griff.Sprite.image="art/coin.png"`, `Game.Pickup.value=5`, `Game.Pickup.color="Blue"`,
		`Game.Pickup.path=[[12,4],[28,20]]`, `Game.Pickup.next="e-2"`}
	if !slices.Equal(got, want) {
		t.Errorf("overrides\n%v\nwant\n%v", got, want)
	}
	if l.Spawns[0].Line != 26 || l.Spawns[0].File != "small.ldtk" {
		t.Errorf("spawn at %s:%d, want small.ldtk:26 (its iid)", l.Spawns[0].File, l.Spawns[0].Line)
	}
	// The second coin's enum value is not in the enum: a warning at its line.
	var msgs []string
	for _, p := range probs {
		msgs = append(msgs, p.String())
	}
	all := strings.Join(msgs, "\n")
	for _, w := range []string{`small.ldtk:36:`, `"Green" is not a value of the project's enum Color`, `IntGrid value identifier water`} {
		if !strings.Contains(all, w) {
			t.Errorf("problems\n%s\nlack %q", all, w)
		}
	}
}

func TestReadLevel(t *testing.T) {
	l, _ := read(t, ldtk.ReadLevel("Bottom"), "Typical_2D_platformer_example.ldtk")
	if len(l.Roots) != 1 || l.Roots[0].Name != "Bottom" || l.Roots[0].Position != (griff.Vec{}) {
		t.Fatalf("roots %+v, want the one level Bottom at the origin", l.Roots)
	}
	var layers []string
	for _, c := range l.Roots[0].Children {
		layers = append(layers, c.Name)
	}
	if want := []string{"background", "Bg_textures", "Collisions", "Wall_shadows", "Entities"}; !slices.Equal(layers, want) {
		t.Errorf("layers %v, want %v (the level's background, then the layers bottom first)", layers, want)
	}
	out, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	cs := components(t, out)
	tf, err := visual.ReadTilemapFile(cs["Collisions"]["Griff.Tilemap"])
	if err != nil {
		t.Fatal(err)
	}
	solid := 0
	for _, c := range tf.Collisions {
		if c == visual.TileSolid {
			solid++
		}
	}
	if tf.Width != 29 || solid == 0 {
		t.Errorf("Collisions: width %d, %d solid cells", tf.Width, solid)
	}
	_, probs := read(t, ldtk.ReadLevel("Nowhere"), "Typical_2D_platformer_example.ldtk")
	if len(probs) == 0 || probs[len(probs)-1].Message != `no level named "Nowhere"; the project's levels: "Your_typical_2D_platformer", "Top", "Bottom", "World_Level_3"` {
		t.Errorf("problems %v, want one naming the missing level and the project's", probs)
	}
	// A near miss names the level meant.
	_, probs = read(t, ldtk.ReadLevel("bottom_"), "Typical_2D_platformer_example.ldtk")
	if len(probs) == 0 || !strings.HasPrefix(probs[len(probs)-1].Message, `no level named "bottom_" (did you mean "Bottom"?); the project's levels: `) {
		t.Errorf("problems %v, want one suggesting Bottom", probs)
	}
}

func TestBadInput(t *testing.T) {
	tests := []struct {
		name, data string
		is         error
		where      string
	}{
		{"syntax", "{\"jsonVersion\": \"1.5.3\",\n \"levels\": [}", scenes.ErrSyntax, "bad.ldtk:2:13"},
		{"type", "{\"jsonVersion\": 1}", ldtk.ErrFormat, "bad.ldtk:1:"},
		{"not ldtk", `{"frames": []}`, ldtk.ErrFormat, "bad.ldtk:1:1"},
	}
	for _, tc := range tests {
		_, err := ldtk.Read("bad.ldtk", []byte(tc.data), fstest.MapFS{}, nil)
		if !errors.Is(err, tc.is) || !strings.HasPrefix(fmtErr(err), tc.where) {
			t.Errorf("%s: error %v, want one wrapping %v at %s", tc.name, err, tc.is, tc.where)
		}
	}
	// A missing level file and a broken one warn, naming the file; the rest plays.
	data, _ := os.ReadFile("testdata/SeparateLevelFiles.ldtk")
	fsys := fstest.MapFS{"levels/SeparateLevelFiles/World_Level_1.ldtkl": {Data: []byte("{\n\"layerInstances\": [1,}")}}
	var p scenes.Problems
	l, err := ldtk.Read("levels/SeparateLevelFiles.ldtk", data, fsys, &p)
	if err != nil || len(l.Roots) != 0 {
		t.Fatalf("levels %v, error %v; want none read and no error", l, err)
	}
	var msgs []string
	for _, pr := range p.List() {
		msgs = append(msgs, pr.String())
	}
	all := strings.Join(msgs, "\n")
	for _, w := range []string{"levels/SeparateLevelFiles/World_Level_0.ldtkl cannot be read", "levels/SeparateLevelFiles/World_Level_1.ldtkl:2:"} {
		if !strings.Contains(all, w) {
			t.Errorf("problems\n%s\nlack %q", all, w)
		}
	}
}

// spriteOf reads node n's first component as a Griff.Sprite, as the scene
// reader would from the scene file.
func spriteOf(t *testing.T, n *level.Node) visual.Sprite {
	t.Helper()
	b, err := json.Marshal(n.Components[0].Value)
	if err != nil {
		t.Fatal(err)
	}
	var keys map[string]json.RawMessage
	_ = json.Unmarshal(b, &keys)
	for k := range keys {
		if !slices.Contains([]string{"image", "region", "flipX", "flipY"}, k) {
			t.Errorf("tile sprite writes %q, which is no key a tile needs", k)
		}
	}
	var sp visual.Sprite
	if err := json.Unmarshal(b, &sp); err != nil {
		t.Fatal(err)
	}
	return sp
}

func sameSprite(a, b visual.Sprite) bool {
	return a.Image == b.Image && a.Region == b.Region && a.FlipX == b.FlipX && a.FlipY == b.FlipY
}

func compact(b []byte) string {
	var out bytes.Buffer
	if err := json.Compact(&out, b); err != nil {
		return err.Error()
	}
	return out.String()
}

func fmtErr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestFieldName(t *testing.T) {
	for id, want := range map[string]string{"Platformer_Coin__value": "Platformer.Coin.value", "note": "note", "__x": "__x", "A__": "A__"} {
		if got := ldtk.FieldName(id); got != want {
			t.Errorf("FieldName(%q) = %q, want %q", id, got, want)
		}
	}
}

// TestLayerOpacity: LDtk's own sample project draws its Wall_shadows auto
// layer at opacity 0.17: its tilemaps' tint has that alpha, and the opaque
// layers' have none.
func TestLayerOpacity(t *testing.T) {
	l, probs := read(t, ldtk.ReadLevel("Bottom"), "Typical_2D_platformer_example.ldtk")
	for _, p := range probs {
		if strings.Contains(p.Message, "opacity") {
			t.Errorf("problem %v: a tile layer's opacity is drawn", p)
		}
	}
	file, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	cs := components(t, file)
	var shadow, walls struct {
		Tint string `json:"tint"`
	}
	if err := json.Unmarshal(cs["Wall_shadows tiles 1"]["Griff.Tilemap"], &shadow); err != nil {
		t.Fatalf("Wall_shadows tiles 1: %v (%v)", err, cs["Wall_shadows tiles 1"])
	}
	if shadow.Tint != "#ffffff2b" { // 0.17 of 255 is 43.35: 0x2b
		t.Errorf("Wall_shadows' tint %q, want white at alpha 0.17 (#ffffff2b)", shadow.Tint)
	}
	for name, c := range cs {
		if strings.HasPrefix(name, "Collisions tiles") {
			json.Unmarshal(c["Griff.Tilemap"], &walls)
			if walls.Tint != "" {
				t.Errorf("%s has tint %q, want none (opacity 1)", name, walls.Tint)
			}
		}
	}
}
