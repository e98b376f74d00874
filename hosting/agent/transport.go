package agent

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ErrRemote is wrapped by ListenHTTP's error for an address that is not a
// loopback one, without allowRemote.
var ErrRemote = errors.New("the MCP HTTP address is not a loopback one (127.0.0.1, ::1, localhost): anyone on the network could play and change the game; allow it with --mcp-allow-remote")

// ListenHTTP listens on addr ("127.0.0.1:7331") for MCP over streamable HTTP.
// Unless allowRemote is set, addr must name a loopback host ("127.0.0.1",
// "::1", "localhost"); ":7331" (every interface) is refused with an error
// wrapping ErrRemote.
func ListenHTTP(addr string, allowRemote bool) (net.Listener, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("agent: --mcp-http %q: %w", addr, err)
	}
	if !allowRemote && !loopback(host) {
		return nil, fmt.Errorf("agent: --mcp-http %q: %w", addr, ErrRemote)
	}
	return net.Listen("tcp", addr)
}

// loopback reports whether host names this machine only.
func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// ServeHTTP serves s's tools over MCP's streamable HTTP transport on l until
// ctx is done, then closes l and returns nil. Request bodies are checked
// first (checkBodies).
func ServeHTTP(ctx context.Context, s *Session, l net.Listener) error {
	hs := &http.Server{Handler: httpHandler(s), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		hs.Close()
	}()
	if err := hs.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Serve plays a server game (Options.Server) in real time until ctx is done,
// as hosting.Serve does, the agent's tools taking turns with its frames. A
// failed frame pauses the game; Serve goes on until ctx is done and returns
// nil.
func (s *Session) Serve(ctx context.Context) error {
	s.mu.Lock()
	d := s.game.Clock().StepDuration()
	s.mu.Unlock()
	ticker := time.NewTicker(d)
	defer ticker.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			return nil
		case now := <-ticker.C:
			s.mu.Lock()
			s.frame(now.Sub(last)) // an error paused the game; the problem log has it
			s.mu.Unlock()
			last = now
		}
	}
}

// httpHandler returns the HTTP handler ServeHTTP serves: the SDK's
// streamable HTTP handler of s's tools, its bodies checked first
// (checkBodies).
func httpHandler(s *Session) http.Handler {
	srv := NewServer(s)
	return checkOrigin(checkBodies(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv },
		&mcp.StreamableHTTPOptions{MaxRequestBodyBytes: MaxBodyBytes})))
}

// checkOrigin refuses, with HTTP 403 and a JSON-RPC error object, a request
// whose Origin header names a page that is not on this machine (a host other
// than localhost, 127.0.0.0/8 or ::1), as MCP's streamable HTTP transport asks
// of servers (2025-06-18, "Security Warning": validate the Origin header, so
// a web page the player visits cannot drive the game through the browser).
// Requests without an Origin (every non-browser client) go on; the address
// the server listens on is checked apart (ListenHTTP).
func checkOrigin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if o := r.Header.Get("Origin"); o != "" && !loopbackOrigin(o) {
			writeRPCError(w, http.StatusForbidden, nil, jsonrpc.CodeInvalidRequest,
				fmt.Sprintf("invalid request: the Origin %q is not a page on this machine", o))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// loopbackOrigin reports whether origin (scheme://host[:port]) names
// localhost or a loopback address.
func loopbackOrigin(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	h := u.Hostname()
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// MaxBodyBytes is the longest HTTP request body ServeHTTP reads: 4 MiB, the
// SDK's default (mcp.DefaultMaxRequestBodyBytes).
const MaxBodyBytes = mcp.DefaultMaxRequestBodyBytes

// checkBodies wraps an MCP streamable HTTP handler so a POST whose body the
// SDK cannot read is answered with a JSON-RPC error object (Content-Type
// application/json, id null unless the body has a valid one) instead of the
// SDK's plain-text 400:
//
//   - a Content-Type other than application/json: invalid request (-32600),
//     HTTP 415 Unsupported Media Type;
//   - a body over MaxBodyBytes (4 MiB): invalid request, HTTP 413;
//   - a body that is not one JSON value (empty too): parse error (-32700),
//     HTTP 400;
//   - JSON that is no JSON-RPC 2.0 message, or a batch (MCP 2025-06-18 has
//     none; the stdio transport refuses them too): invalid request, HTTP 400.
//
// MCP's streamable HTTP transport answers a message it cannot accept with an
// HTTP error status and a body that may be a JSON-RPC error without an id
// (2025-06-18, "Sending Messages to the Server"). Every other request (GET,
// DELETE, a well-formed POST) goes to next as it came, its body read once
// and handed on whole.
func checkBodies(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
			writeRPCError(w, http.StatusUnsupportedMediaType, nil, jsonrpc.CodeInvalidRequest,
				fmt.Sprintf("invalid request: the Content-Type is %q; an MCP message is sent as application/json", r.Header.Get("Content-Type")))
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
		if err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				writeRPCError(w, http.StatusRequestEntityTooLarge, nil, jsonrpc.CodeInvalidRequest,
					fmt.Sprintf("invalid request: the message is longer than %d bytes", MaxBodyBytes))
				return
			}
			writeRPCError(w, http.StatusBadRequest, nil, jsonrpc.CodeInvalidRequest, "invalid request: the body could not be read: "+err.Error())
			return
		}
		if id, code, msg := messageError(body); code != 0 {
			writeRPCError(w, http.StatusBadRequest, id, code, msg)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		next.ServeHTTP(w, r)
	})
}

// writeRPCError answers an HTTP request with status and a JSON-RPC error
// object (see rpcError).
func writeRPCError(w http.ResponseWriter, status int, id any, code int64, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(rpcError(id, code, msg))
}
