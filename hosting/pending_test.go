package hosting_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// enteredFolder is a game whose start scene and scene "other" each hold an
// unknown component (a warning), and whose scene "bad" is malformed JSON on
// its third line.
func enteredFolder() fstest.MapFS {
	return fstest.MapFS{
		hosting.ProjectFile: {Data: []byte(`{"name": "Later", "startScene": "main"}`)},
		"scenes/main.json":  {Data: []byte(`{"entities": [{"id": 1, "name": "A", "components": {"Mod.Laser": {"power": 3}}}]}`)},
		"scenes/other.json": {Data: []byte(`{"entities": [{"id": 2, "name": "B", "components": {"Mod.Laser": {}}}]}`)},
		"scenes/bad.json":   {Data: []byte("{\n  \"entities\": [\n    {\"id\": 1,, \"name\": \"C\"}\n  ]\n}\n")},
	}
}

// TestScenesWhenEnteredReadsOnEntering checks LoadOptions.ScenesWhenEntered:
// the load reads the start scene only and succeeds though another scene is
// malformed (Load refuses the folder); every scene is still listed; a scene's
// warning is reported when a game enters it, in every game that does, once;
// a malformed scene is an error of the change to it, the same error Load
// gives, in the problem log of a game that goes on in its scene.
func TestScenesWhenEnteredReadsOnEntering(t *testing.T) {
	fsys := enteredFolder()
	_, loadErr := hosting.Load(fsys, "later")
	if loadErr == nil || !strings.Contains(loadErr.Error(), "later/scenes/bad.json:3") {
		t.Fatalf("Load: %v, want an error naming later/scenes/bad.json:3", loadErr)
	}
	lg, err := hosting.LoadWith(fsys, "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lg.SceneNames(), " "); got != "bad main other" {
		t.Errorf("SceneNames() = %q, want every scene: bad main other", got)
	}
	for range 2 { // two games: the second enters a scene the first read
		var sunk []scenes.Problem
		g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { sunk = append(sunk, p) }})
		if err != nil {
			t.Fatal(err)
		}
		if len(sunk) != 1 || sunk[0].Entity != "A" {
			t.Fatalf("a new game's log has %v, want the start scene's unknown component only", sunk)
		}
		for range 2 {
			if _, err := lg.LoadScene("other", g.Problems()); err != nil {
				t.Fatal(err)
			}
		}
		if len(sunk) != 2 || sunk[1].Entity != "B" || sunk[1].Component != "Mod.Laser" {
			t.Errorf("entering other twice reported %v, want its unknown component once", sunk[1:])
		}
		_, err = lg.LoadScene("bad", g.Problems())
		if err == nil || err.Error() != loadErr.Error() {
			t.Errorf("LoadScene(bad): %v, want Load's error %v", err, loadErr)
		}
		start := g.Scene()
		sceneflow.Of(g).Change("bad")
		g.Step()
		last := sunk[len(sunk)-1]
		if g.Scene() != start || !strings.Contains(last.Message, `cannot change to scene "bad"`) || !strings.Contains(last.Message, "later/scenes/bad.json:3") {
			t.Errorf("a change to the bad scene: scene %q, last problem %v; want the start scene kept and a warning naming the file and line", g.Scene().Name(), last)
		}
	}
}

// TestReadScenesChecksWhatIsLeft checks that ReadScenes reports the problems
// of every scene left to be read and returns the error of the malformed one,
// as Load does, and that the content hash is Load's.
func TestReadScenesChecksWhatIsLeft(t *testing.T) {
	fsys := enteredFolder()
	lg, err := hosting.LoadWith(fsys, "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	var found []scenes.Problem
	err = lg.ReadScenes(scenes.NewProblems(func(p scenes.Problem) { found = append(found, p) }))
	if err == nil || !strings.Contains(err.Error(), "later/scenes/bad.json:3") {
		t.Errorf("ReadScenes: %v, want the error of later/scenes/bad.json:3", err)
	}
	if len(found) != 1 || found[0].Entity != "B" {
		t.Errorf("ReadScenes reported %v, want other's unknown component", found)
	}
	delete(fsys, "scenes/bad.json")
	eager, err := hosting.Load(fsys, "later")
	if err != nil {
		t.Fatal(err)
	}
	lazy, err := hosting.LoadWith(fsys, "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := lazy.ReadScenes(nil); err != nil {
		t.Error(err)
	}
	if eager.ContentHash() != lazy.ContentHash() {
		t.Errorf("content hash %s read when entered, %s by Load", lazy.ContentHash(), eager.ContentHash())
	}
}

// TestScenesWhenEnteredBuiltinGame checks that the built-in game loaded
// with its scenes read when entered gives the same content hash and the
// same scenes as Load.
func TestScenesWhenEnteredBuiltinGame(t *testing.T) {
	eager := builtin(t)
	lazy, err := hosting.LoadWith(assets.BuiltinGame(), eager.Name, hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	if eager.ContentHash() != lazy.ContentHash() {
		t.Errorf("content hash %s read when entered, %s by Load", lazy.ContentHash(), eager.ContentHash())
	}
	for _, name := range eager.SceneNames() {
		a, err := eager.LoadScene(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := lazy.LoadScene(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sceneText(t, a) != sceneText(t, b) {
			t.Errorf("scene %s read when entered is not Load's", name)
		}
	}
}

// TestScenesWhenEnteredConcurrentAndReload checks that games entering a scene
// left to be read at once read it once, each getting its warning, and that a
// reload of such a scene's file reads it as Reload reads any scene, its
// warning kept for the games entering it.
func TestScenesWhenEnteredConcurrentAndReload(t *testing.T) {
	fsys := enteredFolder()
	delete(fsys, "scenes/bad.json")
	lg, err := hosting.LoadWith(fsys, "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan []scenes.Problem)
	for range 4 {
		go func() {
			log := scenes.NewProblems(nil)
			if _, err := lg.LoadScene("other", log); err != nil {
				t.Error(err)
			}
			done <- log.List()
		}()
	}
	for range 4 {
		if got := <-done; len(got) != 1 || got[0].Entity != "B" {
			t.Errorf("a game entering other has %v, want its unknown component", got)
		}
	}
	lg, err = hosting.LoadWith(fsys, "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	c := lg.Reload([]string{"scenes/other.json"})
	if len(c.Scenes) != 1 || c.Scenes[0] != "other" || len(c.Problems) != 1 || c.Problems[0].Entity != "B" {
		t.Errorf("Reload of a scene not read yet: scenes %v, problems %v; want other read, with its warning", c.Scenes, c.Problems)
	}
	log := scenes.NewProblems(nil) // another game's: the reload's changes went to the reloading game
	if _, err := lg.LoadScene("other", log); err != nil || len(log.List()) != 1 || log.List()[0].Entity != "B" {
		t.Errorf("entering other after its reload: %v, problems %v; want its warning (TestReloadOfASceneNotReadYetWarnsEveryGame)", err, log.List())
	}
}

// TestLateSceneWithoutALog checks that LoadScene with no problem log (nil,
// as a folder read by Load allows) of a scene read when entered that holds a
// warning reads it, without a panic.
func TestLateSceneWithoutALog(t *testing.T) {
	lg, err := hosting.LoadWith(enteredFolder(), "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	s, err := lg.LoadScene("other", nil)
	if err != nil || s == nil || s.Find("B") == nil {
		t.Errorf("LoadScene(other, nil): %v, %v; want the scene with B", s, err)
	}
}

// TestReloadOfABrokenSceneNotReadYet checks the problem a reload gives for a
// scene a load with scenes read when entered has not read, whose file does
// not read: it says the scene was not read yet (no version read before plays
// on, as it says of a scene read), and entering the scene still gives the
// file's error, the game staying where it was.
func TestReloadOfABrokenSceneNotReadYet(t *testing.T) {
	fsys := enteredFolder()
	lg, err := hosting.LoadWith(fsys, "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	c := lg.Reload([]string{"scenes/bad.json"})
	if len(c.Problems) != 1 || !strings.Contains(c.Problems[0].Message, "not read yet") ||
		strings.Contains(c.Problems[0].Message, "read before plays on") {
		t.Errorf("reload of the broken scene not read yet: problems %v, want one saying it was not read yet", c.Problems)
	}
	if _, err := lg.LoadScene("bad", nil); err == nil || !strings.Contains(err.Error(), "later/scenes/bad.json:3") {
		t.Errorf("LoadScene(bad) after the reload: %v, want the error naming later/scenes/bad.json:3", err)
	}
}

// TestOversizedAndDeletedLaterScenes checks two later scenes that do not read
// with LoadOptions.ScenesWhenEntered: one over scenes.MaxFileSize, which must
// not stop the load (Load refuses the folder for it), and one deleted after
// the load. Entering either is an error of the change naming the file with
// the game folder's name, as every load error does (that the content hash of
// a folder both load is the same either way: TestReadScenesChecksWhatIsLeft).
func TestOversizedAndDeletedLaterScenes(t *testing.T) {
	fsys := enteredFolder()
	delete(fsys, "scenes/bad.json")
	fsys["scenes/huge.json"] = &fstest.MapFile{Data: []byte(`{"entities": []}` + strings.Repeat(" ", scenes.MaxFileSize))}
	if _, err := hosting.Load(fsys, "later"); err == nil || !strings.Contains(err.Error(), "later/scenes/huge.json") {
		t.Fatalf("Load: %v, want an error naming later/scenes/huge.json", err)
	}
	lg, err := hosting.LoadWith(fsys, "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatalf("LoadWith(ScenesWhenEntered) of a folder with an oversized later scene: %v", err)
	}
	delete(fsys, "scenes/other.json")
	for scene, want := range map[string]string{"huge": "scenes.MaxFileSize", "other": "not exist"} {
		_, err := lg.LoadScene(scene, nil)
		if err == nil || !strings.HasPrefix(err.Error(), "hosting: later/scenes/"+scene+".json: ") || !strings.Contains(err.Error(), want) {
			t.Errorf("LoadScene(%q): %v, want an error naming later/scenes/%s.json and saying %q", scene, err, scene, want)
		}
	}
}

// TestReloadOfASceneNotReadYetWarnsEveryGame checks that the warnings of a
// scene not read yet that a reload reads are reported to every game that
// enters it afterwards, as when it is read by entering it, not only in the
// reload's changes.
func TestReloadOfASceneNotReadYetWarnsEveryGame(t *testing.T) {
	lg, err := hosting.LoadWith(enteredFolder(), "later", hosting.LoadOptions{ScenesWhenEntered: true})
	if err != nil {
		t.Fatal(err)
	}
	c := lg.Reload([]string{"scenes/other.json"})
	if len(c.Problems) != 1 || c.Problems[0].Component != "Mod.Laser" {
		t.Fatalf("reload of other: problems %v, want its unknown component", c.Problems)
	}
	for range 2 {
		var sunk []scenes.Problem
		if _, err := lg.LoadScene("other", scenes.NewProblems(func(p scenes.Problem) { sunk = append(sunk, p) })); err != nil {
			t.Fatal(err)
		}
		if len(sunk) != 1 || sunk[0].Entity != "B" || sunk[0].Component != "Mod.Laser" {
			t.Errorf("a game entering other after the reload was told %v, want its unknown component", sunk)
		}
	}
}
