package hosting_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// reloadScene is a small scene with an entity Box at (x, 40).
func reloadScene(x string) string {
	return `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Back", "components": {"Griff.Shape": {"size": [160, 90], "color": "#203040ff", "layer": -1}}},
  {"id": 2, "name": "Box", "transform": {"position": [` + x + `, 40]}, "components": {"Griff.Shape": {"size": [8, 8], "color": "#ff0000ff"}}}
]}`
}

// reloadPrefab is a one-entity prefab named Coin with a shape of size w.
func reloadPrefab(w string) string {
	return `{"format": 1, "nextId": 2, "entities": [
  {"id": 1, "name": "Coin", "components": {"Griff.Shape": {"size": [` + w + `, 4], "color": "#ffff00ff"}}}
]}`
}

// reloadFolder writes a small game folder (a scene "main" and "other", a
// prefab "coin", a table "stats") into a temporary folder and returns it.
func reloadFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"project.griff":     `{"name": "Reload", "startScene": "main", "window": {"width": 160, "height": 90}}`,
		"scenes/main.json":  reloadScene("40"),
		"scenes/other.json": reloadScene("10"),
		"prefabs/coin.json": reloadPrefab("4"),
		"tables/stats.csv":  "id,speed:float\nhero,3\n",
	})
	return dir
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// reloadGame loads dir and makes a game of it that has played 3 steps,
// collecting its problems in *problems.
func reloadGame(t *testing.T, dir string, problems *[]scenes.Problem) (*hosting.LoadedGame, *runtime.Game, *hosting.Loop) {
	t.Helper()
	lg, err := hosting.Load(os.DirFS(dir), "game")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { *problems = append(*problems, p) }})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g}
	for range 3 {
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
	}
	return lg, g, loop
}

func boxX(t *testing.T, g *runtime.Game) float64 {
	t.Helper()
	e := g.Scene().Find("Box")
	if e == nil {
		t.Fatal("no entity Box in the scene")
	}
	return float64(e.Transform().Position().X())
}

// A changed scene file that is being played restarts the scene from the file,
// keeping the clock; the changes name the scene.
func TestReloadSceneMovesEntity(t *testing.T) {
	dir := reloadFolder(t)
	var problems []scenes.Problem
	lg, g, loop := reloadGame(t, dir, &problems)
	if got := boxX(t, g); got != 40 {
		t.Fatalf("Box at x=%v before the edit, want 40", got)
	}
	tick := g.Clock().Tick()
	writeFiles(t, dir, map[string]string{"scenes/main.json": reloadScene("100")})
	c := lg.ReloadGame(g, []string{"scenes/main.json", "scenes/main.json"})
	if !slices.Equal(c.Scenes, []string{"main"}) || !c.Restarted {
		t.Errorf("changes %+v, want scene main read again and restarted", c)
	}
	if got := boxX(t, g); got != 100 {
		t.Errorf("Box at x=%v after the reload, want 100", got)
	}
	if got := g.Clock().Tick(); got != tick {
		t.Errorf("the clock is at tick %d after the reload, want %d (kept)", got, tick)
	}
	if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
		t.Fatal(err)
	}
	if got := boxX(t, g); got != 100 {
		t.Errorf("Box at x=%v a step after the reload, want 100", got)
	}
	if len(problems) != 0 {
		t.Errorf("problems %v, want none", problems)
	}
}

// A changed scene that is not being played is read again for the next change
// to it, and the scene being played goes on.
func TestReloadOtherSceneDoesNotRestart(t *testing.T) {
	dir := reloadFolder(t)
	var problems []scenes.Problem
	lg, g, _ := reloadGame(t, dir, &problems)
	before := g.Scene()
	writeFiles(t, dir, map[string]string{"scenes/other.json": reloadScene("70")})
	c := lg.ReloadGame(g, []string{"scenes/other.json"})
	if c.Restarted || g.Scene() != before {
		t.Errorf("the scene being played was restarted (changes %+v)", c)
	}
	sc, err := lg.LoadScene("other", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := sc.Find("Box").Transform().Position().X(); got != 70 {
		t.Errorf("scene other's Box at x=%v after the reload, want 70", got)
	}
}

// A scene file that does not parse keeps the old version and reports one
// error naming the file, line and column; fixing the file reloads it.
func TestReloadBrokenSceneKeepsOld(t *testing.T) {
	dir := reloadFolder(t)
	var problems []scenes.Problem
	lg, g, _ := reloadGame(t, dir, &problems)
	writeFiles(t, dir, map[string]string{"scenes/main.json": "{\"format\": 1,\n  \"entities\": [}"})
	c := lg.ReloadGame(g, []string{"scenes/main.json"})
	if len(c.Scenes) != 0 || c.Restarted {
		t.Errorf("changes %+v, want no scene read again", c)
	}
	if len(problems) != 1 {
		t.Fatalf("problems %v, want one", problems)
	}
	p := problems[0]
	if p.Severity != scenes.SeverityError || p.File != "game/scenes/main.json" || !strings.Contains(p.Message, "game/scenes/main.json:2:") {
		t.Errorf("problem %v, want an error naming game/scenes/main.json and its line 2", p)
	}
	if got := boxX(t, g); got != 40 {
		t.Errorf("Box at x=%v after a broken reload, want 40 (the old scene)", got)
	}
	writeFiles(t, dir, map[string]string{"scenes/main.json": reloadScene("55")})
	lg.ReloadGame(g, []string{"scenes/main.json"})
	if got := boxX(t, g); got != 55 {
		t.Errorf("Box at x=%v after the fix, want 55", got)
	}
}

// A removed scene file keeps the scene read before, with one problem.
func TestReloadRemovedSceneKeepsOld(t *testing.T) {
	dir := reloadFolder(t)
	var problems []scenes.Problem
	lg, g, _ := reloadGame(t, dir, &problems)
	if err := os.Remove(filepath.Join(dir, "scenes", "other.json")); err != nil {
		t.Fatal(err)
	}
	lg.ReloadGame(g, []string{"scenes/other.json"})
	if len(problems) != 1 || !strings.Contains(problems[0].Message, "the file is gone") {
		t.Errorf("problems %v, want one saying the file is gone", problems)
	}
	if _, err := lg.LoadScene("other", nil); err != nil {
		t.Errorf("LoadScene(other) after its file went: %v, want the old scene", err)
	}
}

// A changed prefab is what the next spawn copies; what was spawned before
// keeps its shape.
func TestReloadPrefabNextSpawn(t *testing.T) {
	dir := reloadFolder(t)
	var problems []scenes.Problem
	lg, g, loop := reloadGame(t, dir, &problems)
	spawn := func() *scenes.Entity {
		var got *scenes.Entity
		g.Spawn(g.Prefab("coin"), nil, griff.Vec{}, func(e *scenes.Entity) { got = e })
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
		if got == nil {
			t.Fatal("the coin was not spawned")
		}
		return got
	}
	width := func(e *scenes.Entity) float64 { return float64(scenes.Get[visual.Shape](e).Size.X()) }
	first := spawn()
	writeFiles(t, dir, map[string]string{"prefabs/coin.json": reloadPrefab("12")})
	c := lg.ReloadGame(g, []string{"prefabs/coin.json"})
	if !slices.Equal(c.Prefabs, []string{"coin"}) {
		t.Errorf("changes %+v, want prefab coin read again", c)
	}
	second := spawn()
	if got := width(second); got != 12 {
		t.Errorf("a coin spawned after the reload is %v wide, want 12", got)
	}
	if got := width(first); got != 4 {
		t.Errorf("the coin spawned before the reload is %v wide, want 4 (kept)", got)
	}
}

// A changed table replaces the game's table set; a table that does not read
// keeps the old set with one problem naming the file.
func TestReloadTable(t *testing.T) {
	dir := reloadFolder(t)
	var problems []scenes.Problem
	lg, g, _ := reloadGame(t, dir, &problems)
	speed := func() float64 {
		v, err := tables.Of(g).Eval("stats", "hero", "speed")
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	writeFiles(t, dir, map[string]string{"tables/stats.csv": "id,speed:float\nhero,7.5\n"})
	if c := lg.ReloadGame(g, []string{"tables/stats.csv"}); !c.Tables {
		t.Errorf("changes %+v, want the tables read again", c)
	}
	if got := speed(); got != 7.5 {
		t.Errorf("stats[hero].speed = %v after the reload, want 7.5", got)
	}
	if got := lg.Tables(); got != tables.Of(g).Set() {
		t.Error("the game's table set is not the folder's new one")
	}
	writeFiles(t, dir, map[string]string{"tables/stats.csv": "id,speed:float\nhero,fast\n"})
	if c := lg.ReloadGame(g, []string{"tables/stats.csv"}); c.Tables {
		t.Errorf("changes %+v after a bad table, want no table set read", c)
	}
	if got := speed(); got != 7.5 {
		t.Errorf("stats[hero].speed = %v after a bad table, want 7.5 (kept)", got)
	}
	if len(problems) != 1 || !strings.Contains(problems[0].File, "stats.csv") {
		t.Errorf("problems %v, want one naming stats.csv", problems)
	}
}

// Changed images and sounds are listed for the host; the project and Go files
// change nothing, and say once that the player must restart to use them.
func TestReloadImagesAndSoundsListed(t *testing.T) {
	dir := reloadFolder(t)
	var problems []scenes.Problem
	lg, g, _ := reloadGame(t, dir, &problems)
	c := lg.ReloadGame(g, []string{"assets/hero.png", "assets/Jump.WAV", "project.griff", "game.go", "assets/hero.png", "./assets/tiles.jpeg"})
	if !slices.Equal(c.Images, []string{"assets/hero.png", "assets/tiles.jpeg"}) {
		t.Errorf("images %q, want assets/hero.png and assets/tiles.jpeg", c.Images)
	}
	if !slices.Equal(c.Sounds, []string{"assets/Jump.WAV"}) {
		t.Errorf("sounds %q, want assets/Jump.WAV", c.Sounds)
	}
	if len(c.Scenes)+len(c.Prefabs) != 0 || c.Tables {
		t.Errorf("changes %+v: want only the images and sounds", c)
	}
	// The project and the Go file are read at start: each says so, once.
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	want := []string{
		"info: " + lg.Name + "/project.griff: changed: Go code and project.griff are read at start; restart the player to use the change",
		"info: " + lg.Name + "/game.go: changed: Go code and project.griff are read at start; restart the player to use the change",
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if c := lg.ReloadGame(g, []string{"game.go", "project.griff"}); !c.Empty() || len(problems) != 2 {
		t.Errorf("a second change of game.go and project.griff gave %+v, problems %v: want nothing new", c, problems)
	}
}

// A changed sound file is forgotten by the folder's sound library, so the
// next play reads the new file.
func TestReloadSoundReadsNewFile(t *testing.T) {
	dir := reloadFolder(t)
	writeFiles(t, dir, map[string]string{"assets/beep.wav": string(wav16(8000, 400))})
	var problems []scenes.Problem
	lg, g, _ := reloadGame(t, dir, &problems)
	frames := func() int {
		s, err := lg.Sounds().Sound("assets/beep.wav", 8000)
		if err != nil {
			t.Fatal(err)
		}
		return s.Frames()
	}
	if got := frames(); got != 400 {
		t.Fatalf("beep.wav has %d frames before the edit, want 400", got)
	}
	writeFiles(t, dir, map[string]string{"assets/beep.wav": string(wav16(8000, 1000))})
	if got := frames(); got != 400 {
		t.Fatalf("beep.wav has %d frames after the edit before the reload, want 400 (read once)", got)
	}
	if c := lg.ReloadGame(g, []string{"assets/beep.wav"}); !slices.Equal(c.Sounds, []string{"assets/beep.wav"}) {
		t.Errorf("changes %+v, want sound assets/beep.wav", c)
	}
	if got := frames(); got != 1000 {
		t.Errorf("beep.wav has %d frames after the reload, want 1000", got)
	}
}
