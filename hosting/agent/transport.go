package agent

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

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
// ctx is done, then closes l and returns nil.
func ServeHTTP(ctx context.Context, s *Session, l net.Listener) error {
	srv := NewServer(s)
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
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
