#include "scoring/status.h"

namespace goref::scoring {

std::string_view to_string(Status status) {
  switch (status) {
    case Status::Unknown: return "unknown";
    case Status::Alive: return "alive";
    case Status::Dead: return "dead";
    case Status::Seki: return "seki";
  }
  return "?";
}

}  // namespace goref::scoring
