package tests

import (
	"bufio"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

var hostingLine = regexp.MustCompile(`^hosting on udp (\S+) and ws://(\S+)$`)

// A player joins `griff-player --server` over UDP, gets snapshots of the
// built-in game, shows in the status line, and hears the server stop on
// SIGTERM.
func TestPlayerServerHostsSession(t *testing.T) {
	bin := buildPlayer(t)
	cmd := exec.Command(bin, "--server", "--saves", "off", "--udp", "127.0.0.1:0", "--ws", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan string, 100)
	go func() {
		s := bufio.NewScanner(stdout)
		for s.Scan() {
			lines <- s.Text()
		}
		close(lines)
	}()
	first := <-lines
	m := hostingLine.FindStringSubmatch(first)
	if m == nil {
		t.Fatalf("first line %q, want \"hosting on udp ADDR and ws://ADDR\"", first)
	}
	tr, err := transport.DialUDP(m[1], transport.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	// This test's build is not griff-player's (it registers the hello
	// template's Game.Walker, and not hosting/balance's types), and it
	// reads no records into a scene: it skips the component types' check.
	c := session.NewClient(tr, session.JoinConfig{Name: "tester", SkipTypes: true})
	start := time.Now()
	poll := func(until func([]session.Event) bool) bool {
		for time.Since(start) < 20*time.Second {
			time.Sleep(10 * time.Millisecond)
			if until(c.Poll(time.Since(start))) {
				return true
			}
		}
		return false
	}
	if !poll(func([]session.Event) bool { return c.Latest() != nil }) {
		t.Fatal("no snapshot from the server in 20 s")
	}
	if c.ID() != 1 || len(c.Players()) != 2 {
		t.Errorf("joined as %d with players %v, want 1 of 2", c.ID(), c.Players())
	}
	var status string
	for l := range lines {
		if strings.Contains(l, "players 1/1") {
			status = l
			break
		}
	}
	if status == "" || !strings.Contains(status, "matches 1") || !strings.Contains(status, "rtt 0.1:") {
		t.Errorf("no status line with the player: %q", status)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	closed := poll(func(es []session.Event) bool {
		for _, e := range es {
			if e.Kind == session.Closed {
				return true
			}
		}
		return false
	})
	if !closed {
		t.Error("the player did not hear the server stop")
	}
	for range lines { // to the end of the output
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("server exited with %v", err)
	}
}
