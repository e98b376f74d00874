package tests

import (
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	_ "github.com/griffengine/griff/modules/all"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// pendingSnapshotters are systems whose state a snapshot will hold once they
// are Snapshotters; their fields are marked already, and the tests let them
// not be Snapshotters yet. Remove a name once its system is one. Empty: every
// system with state is one.
var pendingSnapshotters = map[string]bool{}

// TestEveryFieldIsStateOrSaysItIsNot walks every registered component type and
// every system of a game built with all modules (and the Game and its Clock):
// each field must be saved or marked not state, or the test names it.
func TestEveryFieldIsStateOrSaysItIsNot(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	for _, c := range scenes.Types() {
		bad = append(bad, componentFields(c.GoType(), c.Name())...)
		if err := c.SnapshotError(); err != nil {
			bad = append(bad, c.Name()+": cannot be in a snapshot: "+err.Error())
		}
	}
	bad = append(bad, systemFields(reflect.TypeFor[runtime.Game](), false)...)
	bad = append(bad, systemFields(reflect.TypeFor[runtime.Clock](), false)...)
	systems := 0
	for _, sys := range g.Systems() {
		rt := reflect.TypeOf(sys)
		for rt.Kind() == reflect.Pointer {
			rt = rt.Elem()
		}
		_, isSnap := sys.(runtime.Snapshotter)
		if rt.Kind() == reflect.Struct {
			bad = append(bad, systemFields(rt, isSnap || pendingSnapshotters[sys.Name()])...)
		}
		systems++
	}
	if systems < 15 {
		t.Errorf("the game has %d systems; want every built-in and module system (15 or more)", systems)
	}
	for _, b := range bad {
		t.Error(b)
	}
}

// componentFields names the fields of a component type that are neither saved
// (exported, not tagged "-") nor marked not state (griff:"-" or json:"-").
func componentFields(rt reflect.Type, owner string) []string {
	var bad []string
	for i := range rt.NumField() {
		f := rt.Field(i)
		skip := strings.HasPrefix(f.Tag.Get("griff"), "-") || f.Tag.Get("json") == "-"
		switch {
		case skip:
		case f.Anonymous && f.Type.Kind() == reflect.Struct:
			bad = append(bad, componentFields(f.Type, owner)...)
		case !f.IsExported():
			bad = append(bad, owner+" ("+rt.PkgPath()+"."+rt.Name()+"."+f.Name+"): an unexported field neither saved nor tagged griff:\"-\"")
		}
	}
	return bad
}

// systemFields names the fields of a system (or the Game, or its Clock) that
// are not tagged griff:"state" (saved by a snapshot) or griff:"-" (not state),
// and state fields of a system that is not a Snapshotter.
func systemFields(rt reflect.Type, snapshotter bool) []string {
	var bad []string
	name := rt.PkgPath() + "." + rt.Name()
	name = strings.TrimPrefix(name, "github.com/griffengine/griff/")
	core := rt.PkgPath() == "github.com/griffengine/griff/runtime" // the Game saves its core's state itself
	for i := range rt.NumField() {
		f := rt.Field(i)
		switch f.Tag.Get("griff") {
		case "-":
		case "state":
			if !snapshotter && !core {
				bad = append(bad, name+"."+f.Name+": marked state, but the system is not a runtime.Snapshotter")
			}
		default:
			bad = append(bad, name+"."+f.Name+": neither state (griff:\"state\", saved by a snapshot) nor marked not state (griff:\"-\")")
		}
	}
	return bad
}
