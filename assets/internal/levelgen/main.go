// Command levelgen writes the built-in game's levels from the text maps in
// level.go and level2.go: the scene files builtin/scenes/main.json and
// builtin/scenes/level2.json, the Tiled maps they name ("map"),
// builtin/levels/level1.tmx and builtin/levels/level2.tmx, with the tile set
// they share, builtin/levels/tiles.tsx (Tiled's XML formats, TMX and TSX),
// and the prefabs the maps' objects name, builtin/prefabs/*.json. A map's
// tile layers (Decoration, Ground, Water) become the level's tilemaps, their
// draw layers and tint set by layer properties; its object layers (Coins,
// Things, Slimes) hold point objects whose class names a prefab, with
// properties for what differs between them (an animation's first frame,
// the key's tween, the goal's next scene). So the levels, things and all,
// open and are edited in Tiled; the tile set marks its tiles solid or
// one-way (the custom property "collision"), and the physics walls are
// taken from the ground layer's tiles, so what is drawn solid is solid. The
// player is a point object too (layer Players, class "player"); the camera,
// the scenery, the moving platforms, the cave's lights and the HUD stay in the scene files (the
// camera follows the player by its name, "followName", since the scene file
// cannot know the id a map object's spawn gets). go
// generate in package assets runs it after the art.
//
//	go run ./internal/levelgen [-out FOLDER] [-levels FOLDER] [-prefabs FOLDER]
//
// The output is the same bytes on every run. It uses only the standard library:
// the scene file is written as package scenes reads it (see scenes/doc.go),
// components by their saved names.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
)

const (
	tile    = 16  // world units per cell
	screenW = 480 // the project's logical screen, pixels
	screenH = 270
)

func main() {
	out := flag.String("out", filepath.Join("builtin", "scenes"), "the folder the scene files are written to")
	levelsDir := flag.String("levels", filepath.Join("builtin", "levels"), "the folder the Tiled maps and their tile set are written to")
	prefabsDir := flag.String("prefabs", filepath.Join("builtin", "prefabs"), "the folder the prefabs the maps' objects name are written to")
	flag.Parse()
	files := map[string][]byte{filepath.Join(*levelsDir, tilesetFile): tsx()}
	for _, p := range prefabs() {
		b, err := prefab(p)
		if err != nil {
			fail(err)
		}
		files[filepath.Join(*prefabsDir, p.name+".json")] = b
	}
	for _, m := range levels {
		b, err := scene(m)
		if err != nil {
			fail(err)
		}
		files[filepath.Join(*out, m.name+".json")] = b
		w, h := m.size()
		files[filepath.Join(*levelsDir, m.mapName+".tmx")] = tmx(w, h, mapLayers(m), objectLayers(m))
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			fail(err)
		}
		if err := os.WriteFile(name, files[name], 0o644); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "levelgen:", err)
	os.Exit(1)
}

// entity is one entity of a scene file.
type entity struct {
	ID         int            `json:"id"`
	Name       string         `json:"name"`
	Transform  *transform     `json:"transform,omitempty"`
	Components map[string]any `json:"components,omitempty"`
	Children   []*entity      `json:"children,omitempty"`
}

type transform struct {
	Position [2]float64 `json:"position"`
	Scale    []float64  `json:"scale,omitempty"`
}

type obj = map[string]any

// box is a griff.Box as scene files write it.
type box struct {
	Min [2]float64 `json:"min"`
	Max [2]float64 `json:"max"`
}

// renumber gives the entities ids in hierarchy order (depth first, parents
// first) from next on, and returns the next free id.
func renumber(es []*entity, next int) int {
	for _, e := range es {
		e.ID = next
		next = renumber(e.Children, next+1)
	}
	return next
}

// builder hands out entity ids in the order entities are made.
type builder struct{ next int }

func (b *builder) add(name string, pos [2]float64, comps obj, children ...*entity) *entity {
	b.next++
	e := &entity{ID: b.next, Name: name, Components: comps, Children: children}
	if pos != [2]float64{} {
		e.Transform = &transform{Position: pos}
	}
	return e
}

// cell returns the centre of cell (x, y) in world units.
func cell(x, y int) [2]float64 {
	return [2]float64{float64(x*tile + tile/2), float64(y*tile + tile/2)}
}

// find returns the cells of m holding ch, row by row from the top-left.
func (m levelMap) find(ch byte) [][2]int {
	var out [][2]int
	for y, row := range m.rows {
		for x := 0; x < len(row); x++ {
			if row[x] == ch {
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out
}

// check returns an error if m's rows differ in length, or it lacks or repeats
// one of the characters every level has once, or a moving platform has no 'v'
// below it.
func (m levelMap) check() error {
	for y, row := range m.rows {
		if len(row) != len(m.rows[0]) {
			return fmt.Errorf("level %s: row %d is %d cells, want %d", m.name, y, len(row), len(m.rows[0]))
		}
	}
	for _, ch := range []byte("PDGk") {
		if n := len(m.find(ch)); n != 1 {
			return fmt.Errorf("level %s has %d %q cells, want 1", m.name, n, ch)
		}
	}
	for _, c := range m.find('M') {
		if !slices.ContainsFunc(m.find('v'), func(v [2]int) bool { return v[0] == c[0] && v[1] > c[1] }) {
			return fmt.Errorf("level %s: the moving platform at cell %v has no 'v' below it", m.name, c)
		}
	}
	return nil
}

// scene builds the scene file of level m.
func scene(m levelMap) ([]byte, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	w, h := m.size()
	var b builder
	// The player is an object of the map (its Players layer) spawning
	// prefabs/player.json; the camera follows it by name.
	start := m.find('P')[0]
	roots := []*entity{
		b.add("Camera", cell(start[0], start[1]), obj{
			"Griff.Camera": obj{
				"clear":      color(0x58b4f0),
				"deadZone":   [2]float64{48, 40},
				"bounds":     box{Max: [2]float64{float64(w * tile), float64(h * tile)}},
				"followName": "Player",
			},
			"Griff.Listener": obj{},
		}, b.add("Sky", [2]float64{}, obj{
			"Griff.Sprite": obj{"image": "assets/sky.png", "pivot": [2]float64{0.5, 0.5}, "layer": -120},
		})),
	}
	roots[0].Children[0].Transform = &transform{Scale: []float64{screenW * 3, 6}}
	roots = append(roots, scenery(&b, m)...)
	roots = append(roots, movers(&b, m)...)
	roots = append(roots, cave(&b, m)...)
	roots = append(roots, hud(&b, m.tutorial)...)
	roots = append(roots, menus(&b, m.title)...)
	next := renumber(roots, 1)
	return sceneJSON(roots, next, "levels/"+m.mapName+".tmx")
}

// sceneJSON writes a scene or prefab file of roots, nextId next, naming the
// map mapFile ("" for none) whose layers and objects join the scene (the
// map's entities come first, their ids after the file's).
func sceneJSON(roots []*entity, next int, mapFile string) ([]byte, error) {
	doc := struct {
		Format   int       `json:"format"`
		Map      string    `json:"map,omitempty"`
		NextID   int       `json:"nextId"`
		Entities []*entity `json:"entities"`
	}{1, mapFile, next, roots}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return oneLineArrays(out.Bytes()), nil
}

// plainArray matches a JSON array (as MarshalIndent lays it out) holding no
// object or array.
var plainArray = regexp.MustCompile(`\[\n[^\[\]{}]*?\n\s*\]`)
var spaces = regexp.MustCompile(`,\n\s*`)

// oneLineArrays puts arrays of plain values on one line, as package scenes
// writes them.
func oneLineArrays(b []byte) []byte {
	return plainArray.ReplaceAllFunc(b, func(m []byte) []byte {
		inner := bytes.TrimSpace(m[1 : len(m)-1])
		return append(append([]byte{'['}, spaces.ReplaceAll(inner, []byte(", "))...), ']')
	})
}

// color writes a 0xRRGGBB colour as "#rrggbb".
func color(v uint32) string { return fmt.Sprintf("#%06x", v) }
