package ebitenhost_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/ebitenhost"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// watchdogEnv, when set, makes the helper run with the watchdog's clock in its
// hands: a second a look, until the watchdog has named the Spinner's step.
const watchdogEnv = "GRIFF_EBITENHOST_WATCHDOG"

// spinFired is closed in the helper when the watchdog has spoken. It is the
// helper process's own: only a test binary started as the helper uses it.
var spinFired = make(chan struct{})

// spinStarted is closed when the Spinner's hook starts looping: the watchdog's
// clock runs only from then, so a slow machine cannot make the watchdog name
// an earlier step of the frame.
var (
	spinStarted = make(chan struct{})
	startOnce   sync.Once
)

// Spinner's Update hook loops until the watchdog has named it (or gives up after
// a million rounds): a script with an endless loop, bounded by the test.
type Spinner struct{}

func init() { scenes.Register[Spinner]("Test.Spinner") }

func (*Spinner) Update(*runtime.Game, *scenes.Entity) {
	startOnce.Do(func() { close(spinStarted) })
	for range 1_000_000 {
		select {
		case <-spinFired:
			return
		default:
			time.Sleep(time.Microsecond)
		}
	}
	fmt.Fprintln(os.Stderr, "the spinner gave up: the watchdog never spoke")
}

// firingLog passes the host's log on to stderr and closes spinFired when the
// watchdog's line comes.
type firingLog struct{ once sync.Once }

func (l *firingLog) Write(p []byte) (int, error) {
	if strings.Contains(string(p), "ebitenhost: step") {
		l.once.Do(func() { close(spinFired) })
	}
	return os.Stderr.Write(p)
}

// runWatched runs the host with the watchdog's clock fed by the helper.
func runWatched(lg *hosting.LoadedGame, opts ebitenhost.Options) error {
	opts.Log = &firingLog{}
	ticks := make(chan time.Time)
	go func() {
		now := time.Unix(1000, 0)
		select {
		case <-spinStarted:
		case <-spinFired:
			return
		}
		for {
			select {
			case <-spinFired:
				return
			case ticks <- now:
				now = now.Add(time.Second)
			}
		}
	}()
	return ebitenhost.RunWithWatchdogClock(lg, opts, ticks)
}

func TestWatchdogNamesTheLoopingHook(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"project.griff": `{"name": "Watchdog test", "startScene": "main", "window": {"width": 64, "height": 64}}`,
		"scenes/main.json": `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Level", "children": [{"id": 2, "name": "Looper", "components": {"Test.Spinner": {}}}]}]}`,
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "shot.png")
	problems := filepath.Join(t.TempDir(), "problems.txt")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%s", helperEnv, dir, 2, out), problemsEnv+"="+problems, watchdogEnv+"=1")
	msg, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the host failed: %v\n%s", err, msg)
	}
	want := "ebitenhost: step 1 has run for 3s, in step Scripts (system Scripts), entity #2, Test.Spinner Update"
	if !strings.Contains(string(msg), want) || strings.Contains(string(msg), "gave up") {
		t.Errorf("the host's log\n%s\nwant a line %q", msg, want)
	}
	data, err := os.ReadFile(problems)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "error|game/scenes/main.json|a step ran too long: step 1 has run for 3s") {
		t.Errorf("problem log\n%s\nwant the stall, naming the scene file of the entity", data)
	}
}
