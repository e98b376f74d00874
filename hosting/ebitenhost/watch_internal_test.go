package ebitenhost

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"
	"time"
)

// reportWait is how long a test waits for the watcher's report: far more than
// Debounce, for a loaded machine.
const reportWait = 30 * time.Second

// startTestWatcher watches dir and returns the channel of its reports.
func startTestWatcher(t *testing.T, dir string) (*watcher, <-chan []string) {
	t.Helper()
	reports := make(chan []string, 16)
	w, err := newWatcher(dir, io.Discard, func(p []string) { reports <- slices.Clone(p) })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.close)
	return w, reports
}

func nextReport(t *testing.T, reports <-chan []string) []string {
	t.Helper()
	select {
	case p := <-reports:
		return p
	case <-time.After(reportWait):
		t.Fatalf("no report in %v", reportWait)
		return nil
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A file saved in several steps (written, written again, a temporary file
// renamed over it) and a hidden file beside it make one report naming the
// file (and the temporary file), which take then hands over once.
func TestWatcherDebouncesBurst(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "scenes", "main.json"), "{}")
	w, reports := startTestWatcher(t, dir)
	main := filepath.Join(dir, "scenes", "main.json")
	start := time.Now()
	write(t, main, "{")
	write(t, main, "{}")
	write(t, main+".part", "{ }")
	if err := os.Rename(main+".part", main); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "scenes", ".main.json.swp"), "x")
	burst := time.Since(start)
	want := []string{"scenes/main.json", "scenes/main.json.part"}
	got := nextReport(t, reports)
	for len(got) < len(want) && burst > Debounce/2 {
		// A machine too loaded to save within the debounce may report in two
		// parts; the one-report check below is for a burst that fitted.
		got = append(got, nextReport(t, reports)...)
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("report %q, want %q in one report (the burst took %v)", got, want, burst)
	}
	if taken := w.take(); len(taken) != 2 || !slices.Contains(taken, "scenes/main.json") {
		t.Errorf("take() = %q, want the two paths reported", taken)
	}
	if taken := w.take(); taken != nil {
		t.Errorf("take() again = %q, want nil", taken)
	}
}

// A folder made while the game plays is watched too.
func TestWatcherWatchesNewFolders(t *testing.T) {
	dir := t.TempDir()
	w, reports := startTestWatcher(t, dir)
	if err := os.MkdirAll(filepath.Join(dir, "assets", "hero"), 0o755); err != nil {
		t.Fatal(err)
	}
	// The new folder is watched once its creation is seen; wait for that by
	// writing files until one inside it is reported.
	deadline := time.Now().Add(reportWait)
	for {
		write(t, filepath.Join(dir, "assets", "hero", "idle.png"), "png")
		select {
		case p := <-reports:
			if slices.Contains(p, "assets/hero/idle.png") {
				if taken := w.take(); !slices.Contains(taken, "assets/hero/idle.png") {
					t.Errorf("take() = %q, want assets/hero/idle.png among them", taken)
				}
				return
			}
		case <-time.After(2 * Debounce):
		}
		if time.Now().After(deadline) {
			t.Fatal("a file in a new folder was never reported")
		}
	}
}

// dirOf finds the folder of an os.DirFS only.
func TestDirOf(t *testing.T) {
	if got := dirOf(os.DirFS("/tmp/game")); got != "/tmp/game" {
		t.Errorf("dirOf(os.DirFS(/tmp/game)) = %q", got)
	}
	if got := dirOf(nil); got != "" {
		t.Errorf("dirOf(nil) = %q, want \"\"", got)
	}
	if got := dirOf(fstest.MapFS{}); got != "" {
		t.Errorf("dirOf of another type = %q, want \"\"", got)
	}
}
