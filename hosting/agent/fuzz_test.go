package agent_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/agent"
	"github.com/griffengine/griff/runtime"
)

// initialize is the handshake a client opens with.
const initialize = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
`

// serveLines runs a server on s over standard-input style JSON-RPC lines,
// then a sentinel request (id 99, ping), and returns what it wrote once
// the sentinel is answered, the server ended the connection, or 3 s passed (a
// line that leaves a JSON value open swallows the sentinel): the input is then
// closed, and the server must end.
func serveLines(t testing.TB, s *agent.Session, lines string) string {
	t.Helper()
	return serveLinesUntil(t, s, lines, `"id":99`)
}

// serveLinesUntil is serveLines waiting for every one of want in the output
// (the SDK may answer a later request before an earlier tool call ends).
func serveLinesUntil(t testing.TB, s *agent.Session, lines string, want ...string) string {
	t.Helper()
	answered := func(out string) bool {
		for _, w := range want {
			if !strings.Contains(out, w) {
				return false
			}
		}
		return true
	}
	out := newLockedBuffer()
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- agent.ServeStdio(context.Background(), s, r, nopWriteCloser{out}) }()
	go func() {
		io.WriteString(w, initialize+lines+"\n"+`{"jsonrpc":"2.0","id":99,"method":"ping"}`+"\n")
	}()
	deadline := time.After(3 * time.Second)
wait:
	for !answered(out.String()) {
		select {
		case err := <-done:
			w.Close()
			if err != nil {
				t.Logf("ServeStdio: %v", err)
			}
			return out.String()
		case <-deadline:
			break wait
		case <-out.written:
		}
	}
	w.Close()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("the server did not end 10 s after its input did; it wrote %q", out.String())
	}
	return out.String()
}

// TestMalformedRequestsGetJSONRPCErrors sends lines that are not JSON, JSON
// that is no JSON-RPC message, a batch, requests that name no method, and
// tool calls with arguments of the wrong shape: each gets a JSON-RPC error (a
// parse error, -32700, for a line that is not JSON; an invalid request,
// -32600, for the others the SDK cannot read, with the line's id when it has
// one) or a tool error, and the server goes on answering. (The SDK's stdio
// transport alone ended the connection on the first of these.)
func TestMalformedRequestsGetJSONRPCErrors(t *testing.T) {
	s, err := agent.NewSession(builtin(t), agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := serveLinesUntil(t, s, `{"jsonrpc":"2.0","id":2,"method":"no/such/method"}
{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"step","arguments":{"steps":"x"}}}
{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"step","arguments":[1,2]}}
{"jsonrpc":"2.0","id":5,"method":"tools/call","params":"nonsense"}
{"jsonrpc":"2.0","id":10,"method":
garbage \x00
[{"jsonrpc":"2.0","id":11,"method":"tools/list"}]
{"jsonrpc":"1.0","id":12,"method":"tools/list"}
{"jsonrpc":"2.0","id":13,"method":[]}
{"jsonrpc":"2.0","id":{},"method":"tools/list"}

{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"fingerprint","arguments":{}}}
`, `"id":99`, `"id":6`)
	answers := map[float64]map[string]any{}
	var nulls []float64 // the error codes of answers with a null id
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) != nil {
			t.Errorf("the server wrote %q, which is not JSON", line)
			continue
		}
		switch id := m["id"].(type) {
		case float64:
			answers[id] = m
		case nil:
			e, _ := m["error"].(map[string]any)
			code, _ := e["code"].(float64)
			nulls = append(nulls, code)
		}
	}
	for _, id := range []float64{2, 3, 4, 5, 12, 13} {
		a := answers[id]
		res, _ := a["result"].(map[string]any)
		if a == nil || (a["error"] == nil && res["isError"] != true) {
			t.Errorf("request %v got %v, want an error", id, a)
		}
	}
	if a := answers[6]; a == nil || a["error"] != nil {
		t.Errorf("the fingerprint after the bad requests got %v, want an answer", a)
	}
	if want := []float64{-32700, -32700, -32600, -32600}; !slices.Equal(nulls, want) {
		t.Errorf("the answers with a null id have codes %v, want %v (two lines not JSON, a batch, an object id)", nulls, want)
	}
}

// FuzzRequests sends arbitrary lines to the server after the handshake: it
// must answer each with an error or a result, never panic nor end the
// connection, so the sentinel request after them is answered.
//
// Every input gets a new connection (handshake and all) to one session of
// the built-in game, rewound first to the state NewSession left (a whole-game
// snapshot restored, saved snapshots and unstepped presses dropped): as a new
// session would be, for a fraction of the cost (loading a game took ~35 ms of
// the ~44 ms an input cost; now an input costs about 1 ms).
func FuzzRequests(f *testing.F) {
	s, err := agent.NewSession(builtin(f), agent.Options{Game: hosting.Options{}})
	if err != nil {
		f.Fatal(err)
	}
	var start []byte
	s.Do(func(g *runtime.Game) { start, err = g.Snapshot(nil) })
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"set_field","arguments":{"entity":"Player","component":"Griff.Inventory","field":"held","value":{"a":1}}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"press","arguments":{"action":"jump","value":-0.5}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"scene_tree","arguments":{"root":"#1"}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"load_snapshot","arguments":{"name":""}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
		`{"jsonrpc":"2.0","id":{},"method":[]}`,
		`[{"jsonrpc":"2.0","id":2,"method":"tools/list"}]`,
		`{"jsonrpc":"2.0","id":2,"result":{}}`,
		"\x00\xff{",
		"{\n}",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.Contains(line, `"run"`) || strings.Contains(line, `"step"`) || strings.Contains(line, "recording") {
			return // real time and long runs: covered by the tests, too slow to fuzz
		}
		if err := s.Rewind(start); err != nil {
			t.Fatal(err)
		}
		if out := serveLines(t, s, line+"\n"); !strings.Contains(out, `"id":99`) {
			t.Fatalf("after %q the server did not answer the next request; it wrote %q", line, out)
		}
	})
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// lockedBuffer is a buffer the server's goroutines may write to; written
// receives a value after a write (at most one waits).
type lockedBuffer struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	written chan struct{}
}

func newLockedBuffer() *lockedBuffer { return &lockedBuffer{written: make(chan struct{}, 1)} }

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	n, err := b.buf.Write(p)
	select {
	case b.written <- struct{}{}:
	default:
	}
	return n, err
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// BenchmarkFuzzRequestsInput is what one FuzzRequests input costs: rewinding
// the session and serving the handshake, a scene_tree call and the sentinel
// on a new connection.
func BenchmarkFuzzRequestsInput(b *testing.B) {
	s, err := agent.NewSession(builtin(b), agent.Options{})
	if err != nil {
		b.Fatal(err)
	}
	var start []byte
	s.Do(func(g *runtime.Game) { start, err = g.Snapshot(nil) })
	if err != nil {
		b.Fatal(err)
	}
	const line = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"scene_tree","arguments":{"root":"#1"}}}` + "\n"
	defer cputime.Report(b)()
	for b.Loop() {
		if err := s.Rewind(start); err != nil {
			b.Fatal(err)
		}
		if out := serveLines(b, s, line); !strings.Contains(out, `"id":99`) {
			b.Fatalf("the sentinel was not answered: %q", out)
		}
	}
}

// BenchmarkLineCheck_toolsCall is what ServeStdio's line check costs a
// typical tool call before the SDK reads it.
func BenchmarkLineCheck_toolsCall(b *testing.B) {
	line := []byte(`{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"name":"press","arguments":{"action":"jump","player":0}}}`)
	b.ReportAllocs()
	for b.Loop() {
		if agent.LineError(line, false) != nil {
			b.Fatal("a valid call was refused")
		}
	}
}

// TestStdioCallsRunInOrder sends step, press, step, release, step without
// waiting for answers: the answers must come in the order sent, and three
// sessions must end on one fingerprint (the SDK runs requests concurrently;
// ServeStdio holds each tool call until the one before is answered).
func TestStdioCallsRunInOrder(t *testing.T) {
	const lines = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"step","arguments":{"steps":100}}}
{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"press","arguments":{"action":"right"}}}
{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"step","arguments":{"steps":60}}}
{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"release","arguments":{"action":"right"}}}
{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"step","arguments":{"steps":10}}}
{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"fingerprint","arguments":{}}}`
	var first string
	for run := range 3 {
		s, err := agent.NewSession(builtin(t), agent.Options{})
		if err != nil {
			t.Fatal(err)
		}
		out := serveLinesUntil(t, s, lines, `"id":7`, `"id":99`)
		var ids []float64
		var print string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var m map[string]any
			if json.Unmarshal([]byte(line), &m) != nil {
				continue
			}
			if id, ok := m["id"].(float64); ok && id >= 2 && id <= 7 {
				ids = append(ids, id)
				if m["error"] != nil {
					t.Errorf("run %d: request %v failed: %v", run, id, m["error"])
				}
				if id == 7 {
					print = line
				}
			}
		}
		if want := []float64{2, 3, 4, 5, 6, 7}; !slices.Equal(ids, want) {
			t.Errorf("run %d: answers came in the order %v, want %v", run, ids, want)
		}
		if run == 0 {
			first = print
		} else if print != first {
			t.Errorf("run %d ended on %s, run 0 on %s", run, print, first)
		}
	}
}

// TestStepReportsTitlePause checks step answers paused while the built-in
// game's title menu holds the gameplay (game time stands still), and not
// once Play is chosen.
func TestStepReportsTitlePause(t *testing.T) {
	s, err := agent.NewSession(builtin(t), agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := serveLinesUntil(t, s, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"step","arguments":{"steps":10}}}
{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"press","arguments":{"action":"UIAccept"}}}
{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"step","arguments":{"steps":1}}}
{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"release","arguments":{"action":"UIAccept"}}}
{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"step","arguments":{"steps":30}}}`, `"id":6`, `"id":99`)
	paused := map[float64]bool{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var m struct {
			ID     float64 `json:"id"`
			Result struct {
				Content []struct{ Text string } `json:"content"`
			} `json:"result"`
		}
		if json.Unmarshal([]byte(line), &m) != nil || len(m.Result.Content) == 0 {
			continue
		}
		paused[m.ID] = strings.Contains(m.Result.Content[0].Text, `"paused":true`)
	}
	if !paused[2] || paused[6] {
		t.Errorf("paused after 10 steps under the title %v, after Play and 30 steps %v; want true, false\n%s", paused[2], paused[6], out)
	}
}

// TestPressWarnsOfUnknownAction checks a press of an action no control binds
// is answered with a warning naming the game's actions, and a bound one
// without.
func TestPressWarnsOfUnknownAction(t *testing.T) {
	s, err := agent.NewSession(builtin(t), agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := serveLinesUntil(t, s, `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"press","arguments":{"action":"confirm"}}}
{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"press","arguments":{"action":"UIAccept"}}}`, `"id":3`, `"id":99`)
	var warned, plain bool
	for _, line := range strings.Split(out, "\n") {
		switch {
		case strings.Contains(line, `"id":2`):
			warned = strings.Contains(line, `no control of the game binds`) && strings.Contains(line, "UIAccept")
		case strings.Contains(line, `"id":3`):
			plain = !strings.Contains(line, "warning")
		}
	}
	if !warned || !plain {
		t.Errorf("press confirm warned %v, press UIAccept without a warning %v; want both\n%s", warned, plain, out)
	}
}
