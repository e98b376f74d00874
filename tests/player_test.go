package tests

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var player struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if player.dir != "" {
		os.RemoveAll(player.dir)
	}
	if defaultPlayer.bin != "" {
		os.RemoveAll(filepath.Dir(defaultPlayer.bin))
	}
	os.Exit(code)
}

// buildPlayer builds the headless player (the server build: -tags headless,
// CGO_ENABLED=0) once per test run and returns its path.
func buildPlayer(t *testing.T) string {
	t.Helper()
	player.once.Do(func() {
		player.dir, player.err = os.MkdirTemp("", "griff-player-test")
		if player.err != nil {
			return
		}
		player.bin = filepath.Join(player.dir, "griff-player")
		cmd := exec.Command("go", "build", "-tags", "headless", "-o", player.bin, "./cmd/griff-player")
		cmd.Dir = ".."
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			player.err = fmt.Errorf("building the headless player: %v\n%s", err, out)
		}
	})
	if player.err != nil {
		t.Fatal(player.err)
	}
	return player.bin
}

var hashLine = regexp.MustCompile(`^steps (\d+) hash ([0-9a-f]{64})\n$`)

func framesHash(t *testing.T, bin string, args ...string) (steps, hash string) {
	t.Helper()
	out, err := exec.Command(bin, args...).Output()
	if err != nil {
		t.Fatalf("griff-player %v: %v", args, err)
	}
	m := hashLine.FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("griff-player %v printed %q, want \"steps N hash HEX\"", args, out)
	}
	return m[1], m[2]
}

func TestPlayerFramesHash(t *testing.T) {
	bin := buildPlayer(t)
	steps, h1 := framesHash(t, bin, "--frames", "600")
	if steps != "600" {
		t.Errorf("--frames 600 took %s steps, want 600", steps)
	}
	if _, h2 := framesHash(t, bin, "--frames", "600"); h2 != h1 {
		t.Errorf("two runs of the built-in game: hashes %s and %s, want equal", h1, h2)
	}
	if _, h3 := framesHash(t, bin, "--frames", "600", "--seed", "2"); h3 == h1 {
		t.Errorf("--seed 2 gave the same hash %s as the default seed; the built-in game draws random numbers", h3)
	}
}

func TestPlayerServerStopsOnSignal(t *testing.T) {
	bin := buildPlayer(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		cmd := exec.Command(bin, "--server", "--udp", "127.0.0.1:0", "--ws", "127.0.0.1:0")
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		var seen []string
		for lines.Scan() { // wait for the first progress line
			seen = append(seen, lines.Text())
			if strings.HasPrefix(lines.Text(), "time ") {
				break
			}
		}
		cmd.Process.Signal(sig)
		for lines.Scan() {
			seen = append(seen, lines.Text())
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("%v: server exited with %v; output:\n%s", sig, err, strings.Join(seen, "\n"))
			}
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("%v: server still running 10 s after the signal", sig)
		}
		if last := seen[len(seen)-1]; !strings.HasPrefix(last, "stopped after ") {
			t.Errorf("%v: last line %q, want \"stopped after Ns: N matches played\"", sig, last)
		}
	}
}

func TestPlayerBadFolder(t *testing.T) {
	bin := buildPlayer(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "project.griff"), []byte("{\n  \"startScene\": \"nowhere\"\n}\n"), 0o644)
	out, err := exec.Command(bin, "--frames", "1", dir).CombinedOutput()
	if err == nil {
		t.Fatalf("a game whose start scene is missing ran: %s", out)
	}
	if want := `start scene "nowhere" is not in scenes/`; !strings.Contains(string(out), want) {
		t.Errorf("output %q does not say %q", out, want)
	}
}
