// Package runtimetest is test support for the runtime's users, the genre
// modules first: golden files of a game's frame (its steps, phase by phase,
// in the order they run), the check that a module's steps stay out of a
// game without the module, and what every module's test rig needs: an
// input source whose presses a test queues ([Taps]), a game folder given
// as the host gives it ([Folder], [Loader], [FolderWith]), and the checks
// of a module's change marks (scenes' package documentation): the
// entities a step marked ([WholeMarks], [WholeMarksByEntity]) and that a
// module's compare function sees a change of every field of its component
// ([CheckSameFields]). It writes nothing unless the test binary runs with
// -update.
//
// It is for tests only: importing it registers the -update flag on the
// test binary's command line (flag.CommandLine), so a test package that
// imports it must not define its own -update; it asks Update instead. This
// flag is the package's one piece of package-level state, set once when the
// test binary parses its flags.
package runtimetest

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// FrameFile is the frame's golden file, relative to the test's package
// folder.
const FrameFile = "testdata/frame.golden"

// IDWidth is the width the step ids are padded to in FrameGolden's lines,
// in bytes: the longest id of the built-in systems' and the modules' steps
// fits.
const IDWidth = 22

// Update reports whether the test binary runs with -update: golden files
// are then written again before they are compared.
func Update() bool { return *update }

// FrameText returns g's frame, one step a line: the phase padded to 8
// bytes, the step's id padded to idWidth, then the system's name.
func FrameText(g *runtime.Game, idWidth int) string {
	var b strings.Builder
	for _, s := range g.Frame() {
		fmt.Fprintf(&b, "%-8s %-*s %s\n", s.Phase, idWidth, s.ID, s.System)
	}
	return b.String()
}

// Golden checks got against the file named file (relative to the test's
// package folder), after writing got there, making its folder, when the
// test binary runs with -update. A file that does not read fails the test
// at once; a difference is an error printing both.
func Golden(t testing.TB, file, got string) {
	t.Helper()
	err := compare(file, got, Update())
	var diff *diffError
	switch {
	case errors.As(err, &diff):
		t.Error(err)
	case err != nil:
		t.Fatalf("%v (record it with go test -run %s -update)", err, t.Name())
	}
}

// diffError says a golden file differs from what was got.
type diffError struct{ file, got, want string }

func (e *diffError) Error() string {
	return fmt.Sprintf("%s differs:\n--- got\n%s--- want\n%s", e.file, e.got, e.want)
}

// compare writes got to file first when update, then returns a *diffError
// if file does not hold got, or the error reading or writing it.
func compare(file, got string, update bool) error {
	if update {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			return err
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if got != string(want) {
		return &diffError{file, got, string(want)}
	}
	return nil
}

// FrameGolden checks g's frame (FrameText, ids padded to IDWidth) against
// FrameFile, as Golden does, and returns the frame's text.
func FrameGolden(t testing.TB, g *runtime.Game) string {
	t.Helper()
	got := FrameText(g, IDWidth)
	Golden(t, FrameFile, got)
	return got
}

// StepIndex returns where step id runs in g's frame, counting from 0, or
// -1 when g's frame has no such step.
func StepIndex(g *runtime.Game, id runtime.StepID) int {
	for i, s := range g.Frame() {
		if s.ID == id {
			return i
		}
	}
	return -1
}

// NotBuiltIn checks that a game of the built-in systems alone
// (runtime/builtins, seed 1, default options) runs none of the steps ids:
// a module's steps come with the module.
func NotBuiltIn(t testing.TB, ids ...runtime.StepID) {
	t.Helper()
	found, err := builtIn(ids)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range found {
		t.Errorf("a game without the module runs step %v", id)
	}
}

// builtIn returns those of ids a game of the built-in systems alone runs.
func builtIn(ids []runtime.StepID) ([]runtime.StepID, error) {
	bare, err := builtins.NewGame(runtime.Options{Seed: 1}, builtins.Options{})
	if err != nil {
		return nil, err
	}
	var found []runtime.StepID
	for _, id := range ids {
		if StepIndex(bare, id) >= 0 {
			found = append(found, id)
		}
	}
	return found, nil
}
