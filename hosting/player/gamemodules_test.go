package player

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
)

// A module the game's own package registers, as a game folder's Go code does.
func init() {
	runtime.RegisterModule(runtime.Module{Name: "mygamecode", Package: "example.com/mygame"})
}

// A game's player (GamePackage set) warns once about a module its Go code
// registers that project.griff does not name, and says nothing once it is
// named; a player of no game's code never warns.
func TestWarnsAboutAModuleTheProjectDoesNotName(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "game")
	if err := newCommand([]string{"platformer", dir}, io.Discard); err != nil {
		t.Fatal(err)
	}
	const warning = `project.griff does not name module "mygamecode", which the game's Go code registers; add it to "modules" or its systems never run`
	play := func(pkg string) string {
		var stdout, stderr strings.Builder
		cfg := Config{NoWindow: true, GameCode: true, GamePackage: pkg}
		if err := Main([]string{"--frames", "1", dir}, &stdout, &stderr, cfg); err != nil {
			t.Fatal(err)
		}
		return stderr.String()
	}
	if got := play("example.com/mygame"); strings.Count(got, warning) != 1 {
		t.Errorf("playing a game whose project.griff leaves out its module printed\n%s\nwant the warning once: %s", got, warning)
	}
	if got := play("example.com/othergame"); strings.Contains(got, "mygamecode") {
		t.Errorf("the player of another game's code warned about mygamecode:\n%s", got)
	}
	path := filepath.Join(dir, "project.griff")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var project map[string]any
	if err := json.Unmarshal(data, &project); err != nil {
		t.Fatal(err)
	}
	modules, _ := project["modules"].([]any)
	project["modules"] = append(modules, "mygamecode")
	if data, err = json.Marshal(project); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := play("example.com/mygame"); strings.Contains(got, "mygamecode") {
		t.Errorf("with the module named in project.griff the player still warned:\n%s", got)
	}
}
