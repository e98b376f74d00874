package ebitenhost_test

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
)

// editEnv, "FRAME|PATH|SOURCE|OUT", makes the helper edit the game folder while
// it plays: after drawing frame FRAME it saves the screen as OUT/before.png,
// writes the bytes of the file SOURCE to PATH in the folder as editors do (a
// temporary file, then a rename over PATH), and waits for the file watcher to
// report PATH; after the next frame it saves OUT/after.png and, in OUT/times.txt,
// the wall time from the write to the report and to that frame, and the
// process's CPU time from the write to that frame.
const editEnv = "GRIFF_EBITENHOST_EDIT"

// reportTimeout is how long the helper waits for the watcher's report: far
// more than Debounce, for a loaded machine.
const reportTimeout = 30 * time.Second

// runEdited plays lg watching folder and edits it as editEnv says.
func runEdited(lg *hosting.LoadedGame, opts ebitenhost.Options, folder string) error {
	parts := strings.Split(os.Getenv(editEnv), "|")
	if len(parts) != 4 {
		return fmt.Errorf("bad %s %q", editEnv, os.Getenv(editEnv))
	}
	at, err := strconv.Atoi(parts[0])
	if err != nil {
		return err
	}
	rel, out := parts[1], parts[3]
	text, err := os.ReadFile(parts[2])
	if err != nil {
		return err
	}
	opts.Watch = folder
	reports := make(chan []string, 64)
	var hookErr error
	var wrote, reported time.Time
	var cpu time.Duration
	drawn := func(frame int, screen *ebiten.Image) {
		switch {
		case hookErr != nil:
		case frame == at:
			if hookErr = savePNG(screen, filepath.Join(out, "before.png")); hookErr != nil {
				return
			}
			wrote, cpu = time.Now(), time.Duration(cputime.Nanos())
			if hookErr = writeLikeAnEditor(filepath.Join(folder, filepath.FromSlash(rel)), text); hookErr != nil {
				return
			}
			hookErr = waitFor(reports, rel)
			reported = time.Now()
		case frame == at+1:
			shown, used := time.Now(), time.Duration(cputime.Nanos())-cpu
			if hookErr = savePNG(screen, filepath.Join(out, "after.png")); hookErr != nil {
				return
			}
			times := fmt.Sprintf("report %v shown %v cpu %v\n", reported.Sub(wrote), shown.Sub(wrote), used)
			hookErr = os.WriteFile(filepath.Join(out, "times.txt"), []byte(times), 0o644)
		}
	}
	err = ebitenhost.RunWatched(lg, opts, func(p []string) { reports <- p }, drawn)
	return errors.Join(err, hookErr)
}

// writeLikeAnEditor writes data to a temporary file beside path and renames it
// over path, as editors save.
func writeLikeAnEditor(path string, data []byte) error {
	tmp := path + ".part"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// waitFor waits for a report naming rel.
func waitFor(reports <-chan []string, rel string) error {
	timeout := time.After(reportTimeout)
	for {
		select {
		case p := <-reports:
			if slices.Contains(p, rel) {
				return nil
			}
		case <-timeout:
			return fmt.Errorf("the watcher did not report %s in %v", rel, reportTimeout)
		}
	}
}

func savePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// edit plays the game folder dir in the window, writes data to rel in it after
// frame 3, and returns the screen of frame 3 (before) and of the frame after
// the watcher reported the change (after), and the times the helper measured.
func edit(t *testing.T, dir, rel string, data []byte) (before, after image.Image, times string) {
	t.Helper()
	out := t.TempDir()
	src := filepath.Join(out, "source")
	if err := os.WriteFile(src, data, 0o644); err != nil {
		t.Fatal(err)
	}
	const at = 3
	screenshot(t, dir, at+2, fmt.Sprintf("%s=%d|%s|%s|%s", editEnv, at, rel, src, out))
	read := func(name string) image.Image {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	tb, err := os.ReadFile(filepath.Join(out, "times.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return read("before.png"), read("after.png"), strings.TrimSpace(string(tb))
}

// boxScene is a 160×90 scene: a dark background and an 8×8 red square with its
// top-left corner at (x, 40).
func boxScene(x int) []byte {
	return []byte(fmt.Sprintf(`{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Back", "components": {"Griff.Shape": {"size": [160, 90], "color": "#203040ff", "layer": -1}}},
  {"id": 2, "name": "Box", "transform": {"position": [%d, 40]}, "components": {"Griff.Shape": {"size": [8, 8], "color": "#ff0000ff"}}}
]}`, x))
}

// boxGame writes a 160×90 pixel-art game folder whose scene is boxScene(40).
func boxGame(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range map[string][]byte{
		"project.griff":    []byte(`{"name": "Reload", "startScene": "main", "window": {"width": 160, "height": 90, "pixelArt": true}}`),
		"scenes/main.json": boxScene(40),
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// Editing the scene file being played moves its entity on screen on the frame
// after the watcher reports the change: the square is at its old place on the
// frame of the edit and at its new place, only, on the next.
func TestEditedSceneMovesEntity(t *testing.T) {
	dir := boxGame(t)
	before, after, times := edit(t, dir, "scenes/main.json", boxScene(100))
	t.Logf("write to watcher's report, to the frame drawn, CPU: %s", times)
	red := color.RGBA{255, 0, 0, 255}
	for _, c := range []struct {
		name     string
		img      image.Image
		old, new bool
	}{{"before", before, true, false}, {"after", after, false, true}} {
		if got := rgbaAt(c.img, 44, 44) == red; got != c.old {
			t.Errorf("%s the edit: red at the old place (44, 44) is %v, want %v", c.name, got, c.old)
		}
		if got := rgbaAt(c.img, 104, 44) == red; got != c.new {
			t.Errorf("%s the edit: red at the new place (104, 44) is %v, want %v", c.name, got, c.new)
		}
		if got := count(c.img, red); got != 64 {
			t.Errorf("%s the edit: %d red pixels, want 64 (one 8×8 square)", c.name, got)
		}
	}
}

// A scene file saved broken keeps the scene being played and puts one error
// naming the file, line and column in the problem log.
func TestBrokenSceneEditKeepsScene(t *testing.T) {
	dir := boxGame(t)
	log := filepath.Join(t.TempDir(), "problems.txt")
	t.Setenv(problemsEnv, log)
	_, after, _ := edit(t, dir, "scenes/main.json", []byte("{\"format\": 1,\n  \"entities\": [}"))
	if rgbaAt(after, 44, 44) != (color.RGBA{255, 0, 0, 255}) {
		t.Errorf("after a broken edit the square is not at its old place: the old scene should play on")
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "error|game/scenes/main.json|") || !strings.Contains(lines[0], "main.json:2:") {
		t.Errorf("problem log %q, want one error naming game/scenes/main.json and its line 2", lines)
	}
}

// Reloading is fast enough to watch: the time from a write to the frame that
// shows it, measured over a few runs, is logged (no assertion on the wall
// clock; see the package documentation for the numbers).
func TestEditTimes(t *testing.T) {
	if testing.Short() {
		t.Skip("measures")
	}
	dir := boxGame(t)
	for i := range 3 {
		_, _, times := edit(t, dir, "scenes/main.json", boxScene(60+20*i))
		t.Logf("run %d: %s", i+1, times)
	}
}
