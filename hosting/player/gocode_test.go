package player

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every headless mode plays a game folder holding Go code through the player
// built for it: --frames, --record, --replay (to its end and to a frame).
func TestGameCodeEveryMode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a game's player with the Go toolchain")
	}
	t.Setenv("GRIFF_CACHE", t.TempDir())
	dir := filepath.Join(t.TempDir(), "spin")
	var out bytes.Buffer // the test game is a template with Go files: new writes its go.mod
	if err := NewProject("spin", os.DirFS(filepath.Join("..", "gamebuild", "testdata", "spin")), dir, &out); err != nil {
		t.Fatal(err)
	}
	rec := filepath.Join(t.TempDir(), "spin.playthrough")
	hash := regexp.MustCompile(`hash ([0-9a-f]{64})`)
	play := func(args ...string) string {
		t.Helper()
		var out, errs bytes.Buffer
		if err := Main(append(args, dir), &out, &errs, Config{}); err != nil {
			t.Fatalf("griff-player %s: %v\n%s", strings.Join(args, " "), err, errs.String())
		}
		return out.String()
	}
	frames := hash.FindStringSubmatch(play("--frames", "30"))
	recorded := hash.FindStringSubmatch(play("--record", rec, "--frames", "30"))
	if frames == nil || recorded == nil || frames[1] != recorded[1] {
		t.Fatalf("--frames 30 and --record --frames 30 gave %v and %v, want one hash", frames, recorded)
	}
	if out := play("--replay", rec, "--check"); !strings.Contains(out, "the replay ends in the recorded state") {
		t.Errorf("--replay --check printed %q", out)
	}
	early := hash.FindStringSubmatch(play("--replay", rec, "--frames", "5"))
	five := hash.FindStringSubmatch(play("--frames", "5"))
	if early == nil || five == nil || early[1] != five[1] {
		t.Errorf("--replay --frames 5 gave %v, --frames 5 gave %v: want the same state", early, five)
	}
}
