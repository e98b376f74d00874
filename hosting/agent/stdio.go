package agent

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServeStdio serves s's tools over MCP on r and w (a process's standard input
// and output: newline-delimited JSON-RPC) until ctx is done or r ends. It
// returns nil when the client went away.
//
// Each line is checked before the SDK reads it (the SDK's stdio transport
// ends the connection on the first message it cannot read): a line that is
// not JSON gets a JSON-RPC parse error (-32700), one that is JSON but no
// JSON-RPC 2.0 message, a batch (MCP 2025-06-18 has none) or longer than
// MaxLineBytes an invalid-request error (-32600), with the line's id when it
// has a valid one and null otherwise, and the server reads on. Blank lines
// are skipped.
//
// Tool calls run one at a time in the order their lines arrive: after a
// tools/call request is handed to the SDK, the next line is read only once
// its answer has been written. (The SDK runs requests concurrently, so a
// client that sends step, press, step without waiting for answers would
// otherwise get them applied in any order, and a different game each time.)
// Other requests and notifications are not held back.
func ServeStdio(ctx context.Context, s *Session, r io.ReadCloser, w io.WriteCloser) error {
	out := &lockedWriter{w: w}
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(checkLines(r, pw, out)) }()
	err := s.mcpServer().Run(ctx, &mcp.IOTransport{Reader: pr, Writer: out})
	out.release() // a call left unanswered holds checkLines no longer
	pr.Close()    // ends checkLines at its next line
	r.Close()
	if err == nil || errors.Is(err, io.EOF) || errors.Is(err, context.Canceled) || errors.Is(err, io.ErrClosedPipe) {
		return nil
	}
	return err
}

// MaxLineBytes is the longest line ServeStdio reads as one message: 16 MiB,
// the SDK's own limit (mcp.DefaultMaxLineLength).
const MaxLineBytes = mcp.DefaultMaxLineLength

// checkLines copies the JSON-RPC messages of r's lines to sdk, answering each
// line that is none on out (see ServeStdio). It returns nil when r ends, or
// the error that stopped it.
func checkLines(r io.Reader, sdk io.Writer, out *lockedWriter) error {
	br := bufio.NewReaderSize(r, 64*1024)
	var line []byte
	for {
		var tooLong bool
		var err error
		line, tooLong, err = readLine(br, line[:0])
		if len(bytes.TrimSpace(line)) > 0 || tooLong {
			if reply := lineError(line, tooLong); reply != nil {
				if _, werr := out.Write(reply); werr != nil {
					return werr
				}
			} else if err := forward(line, sdk, out); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// forward hands a checked message line to the SDK; for a tools/call request
// it then waits until out has written the answer with its id (or is closed).
func forward(line []byte, sdk io.Writer, out *lockedWriter) error {
	var probe struct {
		ID     any    `json:"id"`
		Method string `json:"method"`
	}
	_ = json.Unmarshal(line, &probe)
	var answered <-chan struct{}
	if probe.Method == "tools/call" && probe.ID != nil {
		answered = out.expect(probe.ID)
	}
	if _, err := sdk.Write(append(line, '\n')); err != nil {
		return err
	}
	if answered != nil {
		<-answered
	}
	return nil
}

// readLine appends r's next line, without its newline, to dst; past
// MaxLineBytes it reads the rest of the line without keeping it and reports
// tooLong. err is io.EOF after the last line.
func readLine(r *bufio.Reader, dst []byte) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong {
			if len(dst)+len(chunk) > MaxLineBytes+1 {
				tooLong, dst = true, dst[:0]
			} else {
				dst = append(dst, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return bytes.TrimSuffix(dst, []byte("\n")), tooLong, err
	}
}

// lineError returns the JSON-RPC error answering line, ending in a newline,
// or nil if line is a message the SDK reads.
func lineError(line []byte, tooLong bool) []byte {
	if tooLong {
		return rpcError(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("the message is longer than %d bytes", MaxLineBytes))
	}
	id, code, msg := messageError(line)
	if code == jsonrpc.CodeParseError {
		msg += " (MCP over standard input is one JSON-RPC message per line)"
	}
	if code == 0 {
		return nil
	}
	return rpcError(id, code, msg)
}

// messageError checks that data is one JSON-RPC 2.0 message the SDK reads: it
// returns code 0 if it is, else the JSON-RPC error code (-32700 for data that
// is not one JSON value, -32600 for JSON that is no JSON-RPC 2.0 message or a
// batch), what is wrong, and data's id when it has one.
func messageError(data []byte) (id any, code int64, msg string) {
	if !json.Valid(data) {
		return nil, jsonrpc.CodeParseError, "parse error: the message is not one JSON value"
	}
	if t := bytes.TrimSpace(data); t[0] != '{' {
		return nil, jsonrpc.CodeInvalidRequest, "invalid request: a message is a JSON object (batches are not accepted)"
	}
	var probe struct {
		ID any `json:"id"`
	}
	_ = json.Unmarshal(data, &probe)
	if _, err := jsonrpc.DecodeMessage(data); err != nil {
		return probe.ID, jsonrpc.CodeInvalidRequest, "invalid request: " + err.Error()
	}
	return nil, 0, ""
}

// rpcError returns a JSON-RPC 2.0 error response line with id (null unless a
// string or a number) and code.
func rpcError(id any, code int64, msg string) []byte {
	switch id.(type) {
	case string, float64:
	default:
		id = nil
	}
	data, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id,
		"error": map[string]any{"code": code, "message": msg}})
	return append(data, '\n')
}

// lockedWriter lets the SDK and checkLines write whole lines to one writer
// without interleaving them (each writes a line in one Write), and tells
// checkLines when the answer to the request it waits on is written.
type lockedWriter struct {
	mu      sync.Mutex
	w       io.WriteCloser
	waiting any           // the id of the request whose answer is awaited
	done    chan struct{} // closed when it is written; nil when none is awaited
}

// expect returns a channel closed once an answer with id has been written
// (or the writer is closed). Call it before the request is handed on.
func (l *lockedWriter) expect(id any) <-chan struct{} {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.waiting, l.done = id, make(chan struct{})
	return l.done
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, err := l.w.Write(p)
	if l.done != nil && answers(p, l.waiting) {
		close(l.done)
		l.done = nil
	}
	return n, err
}

func (l *lockedWriter) Close() error {
	l.release()
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Close()
}

// release ends the wait for an answer, if one is awaited.
func (l *lockedWriter) release() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.done != nil {
		close(l.done)
		l.done = nil
	}
}

// answers reports whether the message line p is a response (a result or an
// error, no method) to the request with id.
func answers(p []byte, id any) bool {
	var probe struct {
		ID     any             `json:"id"`
		Method string          `json:"method"`
		Result json.RawMessage `json:"result"`
		Error  json.RawMessage `json:"error"`
	}
	if json.Unmarshal(p, &probe) != nil || probe.Method != "" {
		return false
	}
	return (probe.Result != nil || probe.Error != nil) && probe.ID == id
}
