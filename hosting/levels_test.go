package hosting_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// levelMap is a Tiled map of 3×2 cells with a solid tile, a prefab spawn
// (a Coin whose shape is x wide), an unknown prefab and a rectangle.
func levelMap(x string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<map orientation="orthogonal" width="3" height="2" tilewidth="16" tileheight="16">
 <tileset firstgid="1" source="tiles.tsx"/>
 <layer id="1" name="Ground" width="3" height="2">
  <data encoding="csv">0,0,0,1,1,1</data>
 </layer>
 <objectgroup id="2" name="Things">
  <object id="1" name="Gold" type="coin" x="` + x + `" y="8" width="4" height="4">
   <properties><property name="Griff.Shape.size" value="[9, 4]"/></properties>
  </object>
  <object id="2" name="Ghost" type="ghost" x="0" y="0"><point/></object>
  <object id="3" name="Wall" x="0" y="0" width="2" height="32"/>
 </objectgroup>
</map>`
}

const levelTiles = `<tileset name="t" tilewidth="16" tileheight="16" tilecount="4" columns="2">
 <image source="tiles.png" width="32" height="32"/>
 <tile id="0"><properties><property name="collision" value="solid"/></properties></tile>
</tileset>`

func levelFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"project.griff":     `{"name": "Levels", "startScene": "one", "window": {"width": 160, "height": 90}}`,
		"scenes/one.tmx":    levelMap("20"),
		"scenes/named.json": "{\"format\": 1, \"map\": \"scenes/one.tmx\",\n \"entities\": [\n  {\"id\": 1, \"name\": \"Camera\"}\n]}",
		"scenes/tiles.tsx":  levelTiles,
		"prefabs/coin.json": reloadPrefab("4"),
	})
	return dir
}

func find(s *scenes.Scene, name string) *scenes.Entity {
	for e := range s.Walk() {
		if e.Name() == name {
			return e
		}
	}
	return nil
}

// TestMapIsAScene: a map in scenes/ is a scene, with its tile collision as
// walls and its prefab spawns placed with their overrides; a scene file
// naming the map has the map's entities and its own.
func TestMapIsAScene(t *testing.T) {
	lg, err := hosting.Load(os.DirFS(levelFolder(t)), "levels")
	if err != nil {
		t.Fatal(err)
	}
	probs := scenes.NewProblems(nil)
	s, err := lg.LoadScene("one", probs)
	if err != nil {
		t.Fatal(err)
	}
	walls := scenes.Get[physics.TilemapWalls](find(s, "Ground"))
	if walls == nil || walls.Width != 3 || walls.Cells[3] != true || walls.Cells[0] || walls.CellSize != griff.V(16, 16) {
		t.Errorf("Ground's walls %+v, want the bottom row of 3 solid, 16-unit cells", walls)
	}
	gold := find(s, "Gold")
	if gold == nil {
		t.Fatal("no spawned Gold")
	}
	if sh := scenes.Get[visual.Shape](gold); sh == nil || sh.Size != griff.V(9, 4) || gold.Transform().Position() != griff.V(22, 10) {
		t.Errorf("Gold's shape %+v at %v, want size (9, 4) at (22, 10)", sh, gold.Transform().Position())
	}
	found := false
	for _, p := range probs.List() {
		found = found || p.File == "levels/scenes/one.tmx" && p.Line == 11 && strings.Contains(p.Message, `no prefab "ghost"`)
	}
	if !found {
		t.Errorf("problems %v, want the missing prefab ghost at levels/scenes/one.tmx:11", probs.List())
	}
	named, err := lg.LoadScene("named", nil)
	if err != nil {
		t.Fatal(err)
	}
	if cam, gold := find(named, "Camera"), find(named, "Gold"); cam == nil || cam.ID() != 1 || gold == nil || find(named, "Ground").ID() != 2 {
		t.Errorf("the scene naming the map: Camera %v, Gold %v, Ground %v; want all, the map's after the file's ids", cam, gold, find(named, "Ground"))
	}
}

// TestMapNamedAfterAByteOrderMark: a scene file that begins with a UTF-8
// byte order mark (as some Windows editors save) still has the map it names:
// before, the scene came without the map's entities, silently.
func TestMapNamedAfterAByteOrderMark(t *testing.T) {
	dir := levelFolder(t)
	writeFiles(t, dir, map[string]string{
		"scenes/named.json": "\ufeff{\"format\": 1, \"map\": \"scenes/one.tmx\", \"entities\": [{\"id\": 1, \"name\": \"Camera\"}]}",
	})
	lg, err := hosting.Load(os.DirFS(dir), "levels")
	if err != nil {
		t.Fatal(err)
	}
	named, err := lg.LoadScene("named", nil)
	if err != nil {
		t.Fatal(err)
	}
	if find(named, "Camera") == nil || find(named, "Gold") == nil || find(named, "Ground") == nil {
		t.Errorf("the scene naming the map after a byte order mark: Camera %v, Gold %v, Ground %v; want all three",
			find(named, "Camera"), find(named, "Gold"), find(named, "Ground"))
	}
}

// TestMapReloads: saving the map or its tile set reads again both scenes
// made from it.
func TestMapReloads(t *testing.T) {
	dir := levelFolder(t)
	lg, err := hosting.Load(os.DirFS(dir), "levels")
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{"scenes/one.tmx": levelMap("40")})
	c := lg.Reload([]string{"scenes/one.tmx"})
	if strings.Join(c.Scenes, ",") != "named,one" && strings.Join(c.Scenes, ",") != "one,named" {
		t.Errorf("reloading the map read scenes %v, want named and one", c.Scenes)
	}
	s, _ := lg.LoadScene("named", nil)
	if p := find(s, "Gold").Transform().Position(); p != griff.V(42, 10) {
		t.Errorf("Gold at %v after the reload, want (42, 10)", p)
	}
	os.Remove(filepath.Join(dir, "scenes/tiles.tsx"))
	c = lg.Reload([]string{"scenes/tiles.tsx"})
	if len(c.Scenes) != 2 {
		t.Errorf("removing the tile set read scenes %v, want both", c.Scenes)
	}
	warned := false
	for _, p := range c.Problems {
		warned = warned || strings.Contains(p.Message, "tile set scenes/tiles.tsx could not be read")
	}
	if !warned {
		t.Errorf("problems %v, want the missing tile set", c.Problems)
	}
	writeFiles(t, dir, map[string]string{"scenes/tiles.tsx": levelTiles})
	if c = lg.Reload([]string{"scenes/tiles.tsx"}); len(c.Scenes) != 2 {
		t.Errorf("putting the tile set back read scenes %v, want both", c.Scenes)
	}
	if _, err := hosting.Load(os.DirFS(dir), "levels"); err != nil {
		t.Errorf("a map naming an image the folder has not: %v, want it loaded", err)
	}
	os.Remove(filepath.Join(dir, "scenes/tiles.tsx"))
	if _, err := hosting.Load(os.DirFS(dir), "levels"); err != nil {
		t.Errorf("a map naming a tile set the folder has not: %v, want it loaded", err)
	}
}

// TestMapEntityProblemsNameTheMap: a bad value of a custom property on an
// object without a class (a shape kind Griff has not, a number that is text,
// a field the component has not, walls from a tilemap the object has not,
// which only the scene reader finds) warns at the map's line, naming the
// object and the property, and is dropped: the map loads, as a map named by
// a scene file does, and the Wall keeps the box its rectangle makes. A problem about
// an entity made from a map names the map's line while playing.
func TestMapEntityProblemsNameTheMap(t *testing.T) {
	dir := levelFolder(t)
	bad := strings.Replace(levelMap("20"), `<object id="3" name="Wall" x="0" y="0" width="2" height="32"/>`,
		"<object id=\"3\" name=\"Wall\" x=\"0\" y=\"0\" width=\"2\" height=\"32\">\n   <properties><property name=\"Griff.Shape.kind\" value=\"hexagon\"/>"+
			"<property name=\"Griff.Shape.radius\" type=\"string\" value=\"abc\"/><property name=\"Griff.Shape.colour\" value=\"#ff0000ff\"/>"+
			"<property name=\"Griff.TilemapWalls.fromTilemap\" value=\"solid\"/></properties></object>", 1)
	writeFiles(t, dir, map[string]string{"scenes/one.tmx": bad})
	os.Remove(filepath.Join(dir, "scenes", "named.json"))
	// The map named by a scene file: its entities join the scene file's.
	dir2 := levelFolder(t)
	os.Remove(filepath.Join(dir2, "scenes", "one.tmx"))
	writeFiles(t, dir2, map[string]string{"levels/one.tmx": bad, "levels/tiles.tsx": levelTiles,
		"scenes/named.json": "{\"format\": 1, \"map\": \"levels/one.tmx\",\n \"entities\": [\n  {\"id\": 1, \"name\": \"Camera\"}\n]}",
		"project.griff":     `{"name": "Levels", "startScene": "named", "window": {"width": 160, "height": 90}}`})
	for i, d := range []string{dir, dir2} {
		file := []string{"levels/scenes/one.tmx", "levels/levels/one.tmx"}[i]
		lg, err := hosting.Load(os.DirFS(d), "levels")
		if err != nil {
			t.Fatalf("%s: %v, want the map loaded without the bad values", file, err)
		}
		g, err := lg.NewGame(hosting.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range g.Problems().List() {
			if p.File == file && p.Line == 12 && strings.Contains(p.Message, `the object 3 "Wall": the property "Griff.`) &&
				strings.HasSuffix(p.Message, "; the value is dropped") {
				got = append(got, p.Message)
			}
		}
		if all := strings.Join(got, "\n"); len(got) != 4 || !strings.Contains(all, `has no field "colour" (did you mean "color"?)`) ||
			!strings.Contains(all, `the property "Griff.TilemapWalls.fromTilemap": not a valid scene file: "fromTilemap": this entity has no Griff.Tilemap to take the walls from`) {
			t.Errorf("%s: warnings at line 12\n%s\nwant the kind, radius, colour and fromTilemap properties dropped (all problems: %v)", file, all, g.Problems().List())
		}
		if w := find(g.Scene(), "Wall"); w == nil || scenes.Get[physics.TilemapWalls](w) != nil {
			t.Errorf("%s: the Wall %v has walls, want them dropped with their property", file, w)
		}
		if sh := scenes.Get[visual.Shape](find(g.Scene(), "Wall")); sh == nil || sh.Kind != visual.ShapeBox || sh.Size != griff.V(2, 32) {
			t.Errorf("%s: the Wall's shape %+v, want the 2×32 box of its rectangle", file, sh)
		}
	}
	// With the property naming no component (a note, ignored), the scene
	// reads; a problem about the Wall while playing names its line too.
	bad = strings.Replace(levelMap("20"), `<object id="3" name="Wall" x="0" y="0" width="2" height="32"/>`,
		"<object id=\"3\" name=\"Wall\" x=\"0\" y=\"0\" width=\"2\" height=\"32\">\n   <properties><property name=\"Griff.Nothing.kind\" value=\"hexagon\"/></properties></object>", 1)
	dir = levelFolder(t)
	writeFiles(t, dir, map[string]string{"scenes/one.tmx": bad})
	lg, err := hosting.Load(os.DirFS(dir), "levels")
	if err != nil {
		t.Fatal(err)
	}
	for _, scene := range []string{"one", "named"} {
		probs := scenes.NewProblems(nil)
		s, err := lg.LoadScene(scene, probs)
		if err != nil {
			t.Fatal(err)
		}
		wall := find(s, "Wall")
		if wall == nil {
			t.Fatalf("%s: no Wall", scene)
		}
		if pr := scenes.EntityProblem(scenes.SeverityWarning, wall, "", "x"); pr.File != "levels/scenes/one.tmx" || pr.Line != 12 {
			t.Errorf("%s: a problem of the Wall while playing names %s:%d, want levels/scenes/one.tmx:12", scene, pr.File, pr.Line)
		}
	}
}

// TestMapNamingFilesOutsideTheFolderLoads: a tile set path the game folder
// cannot hold (absolute, as Tiled writes one on another drive; climbing out
// of the folder; a directory) warns as a missing tile set does, and the game
// loads; the content hash still changes when the map does.
func TestMapNamingFilesOutsideTheFolderLoads(t *testing.T) {
	for _, source := range []string{"/etc/passwd", "../../../../etc/hostname", "../scenes"} {
		t.Run(source, func(t *testing.T) {
			dir := levelFolder(t)
			writeFiles(t, dir, map[string]string{"scenes/one.tmx": strings.Replace(levelMap("20"), `source="tiles.tsx"`, `source="`+source+`"`, 1)})
			lg, err := hosting.Load(os.DirFS(dir), "levels")
			if err != nil {
				t.Fatalf("a map naming the tile set %q: %v, want it loaded with a warning", source, err)
			}
			g, err := lg.NewGame(hosting.Options{})
			if err != nil {
				t.Fatal(err)
			}
			warned := false
			for _, p := range g.Problems().List() {
				warned = warned || strings.Contains(p.Message, "could not be read")
			}
			if !warned {
				t.Errorf("a map naming the tile set %q: problems %v, want the tile set that could not be read", source, g.Problems().List())
			}
			before := lg.ContentHash()
			writeFiles(t, dir, map[string]string{"scenes/one.tmx": strings.Replace(levelMap("30"), `source="tiles.tsx"`, `source="`+source+`"`, 1)})
			lg2, err := hosting.Load(os.DirFS(dir), "levels")
			if err != nil {
				t.Fatal(err)
			}
			if lg2.ContentHash() == before {
				t.Error("moving an object of the map left the content hash as it was")
			}
		})
	}
}

// TestLoadSceneByItsName loads each scene again by the name a scene made
// from it carries (GAME/scenes/FILE, what a host in a session tells its
// players' machines to follow): the same scene. A player's machine could
// not follow its host from one scene to another: that name was "no scene".
func TestLoadSceneByItsName(t *testing.T) {
	lg, err := hosting.Load(os.DirFS(levelFolder(t)), "levels")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"one", "named"} {
		s, err := lg.LoadScene(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		again, err := lg.LoadScene(s.Name(), nil)
		if err != nil {
			t.Errorf("LoadScene(%q), the name of scene %q: %v", s.Name(), name, err)
			continue
		}
		if again.Name() != s.Name() || again.Len() != s.Len() {
			t.Errorf("LoadScene(%q) made %q of %d entities, want %q of %d", s.Name(), again.Name(), again.Len(), s.Name(), s.Len())
		}
	}
	if _, err := lg.LoadScene("levels/scenes/none.json", nil); err == nil {
		t.Error("LoadScene of a file that is no scene: no error")
	}
}
