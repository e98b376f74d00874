package runtime_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// gameFields are the fields Game may have, each with why it is shared by every
// system rather than owned by one. A field that belongs to one system (its
// options, its state) goes into that system's package instead: a new field of
// Game fails this test until it is listed here with a reason.
var gameFields = map[string]string{
	"clock":     "every step reads game time; the core advances it",
	"rand":      "every system draws from the one seeded stream",
	"frame":     "the core runs the ordered steps",
	"defs":      "the core collects steps while systems are set up",
	"systems":   "the core sets systems up, asks them for state and tells them of new scenes",
	"services":  "systems find each other only through services",
	"settingUp": "AddStep and Provide are only allowed in a Setup",
	"running":   "Step refuses to run inside a step",
	"scene":     "every system reads the scene being played",
	"problems":  "every system reports data mistakes to one log",
	"prefabs":   "spawners, modules and scripts all spawn prefabs",
	"input":     "every system may read the input state",
	"commits":   "every system spawns and destroys through the end-phase commit",
	"where":     "every step and hook records where it is, for the fault boundary and a host's watchdog",
	"content":   "every snapshot records the content the game was made from",
	"backup":    "a restore keeps every system's state here to roll back to; reused so a restore does not allocate it again",
	"pausers":   "the scheduler asks them once a step whether the gameplay pauses",
	"keep":      "the scheduler skips the other steps while the gameplay is paused",
	"held":      "whether this step is a paused one, which the scheduler and every system read",
	"resim":     "whether the steps re-run a rollback's (SetResimulating), which presentation systems read",
	"after":     "any system may ask for work at the step boundary (AfterStep); the core runs it as Step ends",
	"restores":  "any system that shows what is not state in the scene asks it whether a restore put back the scene's copy (Restores)",
	"outside":   "changes made between steps by anyone (SetScene, Spawn, a load of arcs, NoteOutsideChange), which a sparse Timeline asks (OutsideChanges)",
}

// coreImportsForbidden are the packages the core must not import: each is a
// system's business (docs/architecture.md's layer table: the core imports none of physics,
// audio, data, net).
var coreImportsForbidden = []string{"physics", "audio", "data", "net"}

func TestGameHoldsOnlySharedState(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			for _, bad := range coreImportsForbidden {
				if strings.HasPrefix(path, "github.com/griffengine/griff/"+bad) {
					t.Errorf("%s imports %s: the core imports none of %v", name, path, coreImportsForbidden)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok || ts.Name.Name != "Game" {
				return true
			}
			for _, field := range ts.Type.(*ast.StructType).Fields.List {
				for _, id := range field.Names {
					found = append(found, id.Name)
				}
				if len(field.Names) == 0 {
					t.Errorf("Game embeds %v: list its fields one by one", field.Type)
				}
			}
			return false
		})
	}
	if len(found) == 0 {
		t.Fatal("found no Game struct: the test's parsing is broken")
	}
	for _, f := range found {
		if _, ok := gameFields[f]; !ok {
			t.Errorf("Game has field %s, which is not on the list of shared state: move it into the system it belongs to, or list it with a reason", f)
		}
	}
	for f := range gameFields {
		if !slices.Contains(found, f) {
			t.Errorf("gameFields lists %s, which Game no longer has: drop it from the list", f)
		}
	}
}
